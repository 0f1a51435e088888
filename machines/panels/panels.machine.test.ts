import { describe, expect, it, vi } from 'vitest';
import { createActor, type StateValue } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { focusReturnsToOpener, menuTab, openPanel } from './selectors';
import {
  panelsMachine,
  type MenuTab,
  type Panel,
  type PanelCloser,
  type PanelsEvent,
} from './panels.machine';

const panels: Panel[] = ['cart', 'wishlist', 'menu'];
const closers: PanelCloser[] = ['overlay', 'closeButton', 'escape', 'link'];
const tabs: MenuTab[] = ['categories', 'menus'];

const open = (panel: Panel) => ({ type: 'panel.open', panel }) as const;
const close = (via: PanelCloser) => ({ type: 'panel.close', via }) as const;
const selectTab = (tab: MenuTab) => ({ type: 'menu.selectTab', tab }) as const;
const routeChanged = { type: 'route.changed' } as const;

function panelsAfter(...events: PanelsEvent[]) {
  const actor = createActor(panelsMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

/** How many times the page heading was asked to take focus over these events. */
function headingFocusesAfter(...events: PanelsEvent[]) {
  const focusPageHeading = vi.fn();
  const actor = createActor(panelsMachine.provide({ actions: { focusPageHeading } })).start();
  for (const event of events) actor.send(event);
  return focusPageHeading.mock.calls.length;
}

const otherPairs = panels.flatMap((from) =>
  panels.filter((to) => to !== from).map((to) => [from, to] as const),
);

describe('panels machine', () => {
  it('starts with every panel closed', () => {
    const snapshot = panelsAfter();
    expect(snapshot.matches('closed')).toBe(true);
    expect(openPanel(snapshot)).toBeNull();
    expect(menuTab(snapshot)).toBeNull();
  });

  it.each(panels)('opens the %s panel', (panel) => {
    expect(openPanel(panelsAfter(open(panel)))).toBe(panel);
  });

  describe.each(panels)('the %s panel', (panel) => {
    it.each(closers)('closes via %s', (via) => {
      const snapshot = panelsAfter(open(panel), close(via));
      expect(snapshot.matches('closed')).toBe(true);
      expect(snapshot.context.lastClosedVia).toBe(via);
    });
  });

  it.each(['cart', 'wishlist'] as const)('a link inside the %s panel closes it', (panel) => {
    const snapshot = panelsAfter(open(panel), close('link'));
    expect(openPanel(snapshot)).toBeNull();
    expect(snapshot.context.lastClosedVia).toBe('link');
  });

  it.each(otherPairs)('with the %s panel open, opening the %s panel replaces it', (from, to) => {
    expect(openPanel(panelsAfter(open(from), open(to)))).toBe(to);
  });

  it.each(panels)('opening the %s panel while it is open keeps it open', (panel) => {
    const snapshot = panelsAfter(open(panel));
    expect(snapshot.can(open(panel))).toBe(false);
    expect(openPanel(panelsAfter(open(panel), open(panel)))).toBe(panel);
  });

  it('shows the Categories tab first when the menu opens', () => {
    expect(menuTab(panelsAfter(open('menu')))).toBe('categories');
  });

  it('shows the Menus tab when it is selected, and Categories when that is selected again', () => {
    expect(menuTab(panelsAfter(open('menu'), selectTab('menus')))).toBe('menus');
    const back = panelsAfter(open('menu'), selectTab('menus'), selectTab('categories'));
    expect(menuTab(back)).toBe('categories');
  });

  it('keeps the Menus tab when the menu is opened again while open', () => {
    expect(menuTab(panelsAfter(open('menu'), selectTab('menus'), open('menu')))).toBe('menus');
  });

  it('shows the Categories tab again every time the menu reopens', () => {
    const afterClosing = panelsAfter(
      open('menu'),
      selectTab('menus'),
      close('overlay'),
      open('menu'),
    );
    expect(menuTab(afterClosing)).toBe('categories');
    const afterCart = panelsAfter(open('menu'), selectTab('menus'), open('cart'), open('menu'));
    expect(menuTab(afterCart)).toBe('categories');
  });

  it('does not select the tab already shown', () => {
    expect(panelsAfter(open('menu')).can(selectTab('categories'))).toBe(false);
    expect(panelsAfter(open('menu'), selectTab('menus')).can(selectTab('menus'))).toBe(false);
  });

  it.each([
    ['every panel is closed', []],
    ['the cart is open', [open('cart')]],
    ['the wishlist is open', [open('wishlist')]],
  ] as const)('selects no menu tab while %s', (_situation, events) => {
    const snapshot = panelsAfter(...events);
    for (const tab of tabs) expect(snapshot.can(selectTab(tab))).toBe(false);
    expect(menuTab(snapshot)).toBeNull();
  });

  it('closes nothing while every panel is closed', () => {
    const snapshot = panelsAfter(open('cart'), close('escape'));
    for (const via of closers) expect(snapshot.can(close(via))).toBe(false);
    expect(panelsAfter(close('link')).context.lastClosedVia).toBeNull();
  });

  it.each(panels)('a route change closes the open %s panel', (panel) => {
    const snapshot = panelsAfter(open(panel), routeChanged);
    expect(openPanel(snapshot)).toBeNull();
    expect(snapshot.context.lastClosedVia).toBe('routeChange');
  });

  it.each(panels)(
    "a route change that closes the %s panel sends focus to the new page's heading",
    (panel) => {
      expect(headingFocusesAfter(open(panel), routeChanged)).toBe(1);
      expect(focusReturnsToOpener(panelsAfter(open(panel), routeChanged))).toBe(false);
    },
  );

  it.each(panels)(
    'a link in the %s panel sends focus to the heading of the page it opens, once that page shows',
    (panel) => {
      expect(headingFocusesAfter(open(panel), close('link'))).toBe(0);
      expect(headingFocusesAfter(open(panel), close('link'), routeChanged)).toBe(1);
      expect(headingFocusesAfter(open(panel), close('link'), routeChanged, routeChanged)).toBe(1);
      expect(focusReturnsToOpener(panelsAfter(open(panel), close('link')))).toBe(false);
    },
  );

  it.each(['overlay', 'closeButton', 'escape'] as const)(
    'closing via %s returns focus to the opener, not to the page',
    (via) => {
      const snapshot = panelsAfter(open('cart'), close(via));
      expect(focusReturnsToOpener(snapshot)).toBe(true);
      expect(headingFocusesAfter(open('cart'), close(via), routeChanged)).toBe(0);
    },
  );

  it('a route change with every panel closed moves nothing', () => {
    expect(panelsAfter().can(routeChanged)).toBe(false);
    expect(headingFocusesAfter(routeChanged)).toBe(0);
    expect(panelsAfter(open('menu'), close('escape'), routeChanged).context.lastClosedVia).toBe(
      'escape',
    );
  });

  it('never has two panels open, in every reachable state', () => {
    const events = [
      ...panels.map(open),
      ...closers.map(close),
      ...tabs.map(selectTab),
      routeChanged,
    ];
    const paths = getShortestPaths(panelsMachine, { events });

    for (const snapshot of paths.flatMap((path) => path.steps.map((step) => step.state))) {
      const openCount = panels.filter((panel) => snapshot.matches(`${panel}Open`)).length;
      expect(openCount).toBeLessThanOrEqual(1);
      expect(openPanel(snapshot) === null).toBe(openCount === 0);
      expect(menuTab(snapshot) !== null).toBe(openPanel(snapshot) === 'menu');
    }
    const states = getStateNodes(panelsMachine).filter((node) => node.type === 'atomic');
    expect(new Set(paths.map((path) => leafPath(path.state.value)))).toEqual(
      new Set(states.map((node) => node.path.join('.'))),
    );
  });
});

/** 'closed' stays 'closed'; { menuOpen: 'menus' } becomes 'menuOpen.menus'. */
function leafPath(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) => (child === undefined ? key : `${key}.${leafPath(child)}`))
    .join();
}
