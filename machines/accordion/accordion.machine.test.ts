import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { accordionMachine, type AccordionEvent } from './accordion.machine';
import { openSection } from './selectors';

const toggle = (section: string) => ({ type: 'accordion.toggle', section }) as const;
const closeAll = { type: 'accordion.closeAll' } as const;

function accordionAfter(...events: AccordionEvent[]) {
  const actor = createActor(accordionMachine).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('accordion machine', () => {
  it('starts with every section closed', () => {
    const snapshot = accordionAfter();
    expect(snapshot.matches('allClosed')).toBe(true);
    expect(openSection(snapshot)).toBeNull();
  });

  it('opens a closed section when it is clicked', () => {
    const snapshot = accordionAfter(toggle('ladies'));
    expect(snapshot.matches('sectionOpen')).toBe(true);
    expect(openSection(snapshot)).toBe('ladies');
  });

  it('keeps only one section open: clicking another switches to it', () => {
    const snapshot = accordionAfter(toggle('ladies'), toggle('shoes'));
    expect(snapshot.matches('sectionOpen')).toBe(true);
    expect(openSection(snapshot)).toBe('shoes');
  });

  it('closes the open section when it is clicked', () => {
    const snapshot = accordionAfter(toggle('ladies'), toggle('ladies'));
    expect(snapshot.matches('allClosed')).toBe(true);
    expect(openSection(snapshot)).toBeNull();
  });

  it('closes the open section when all are closed (the menu closed)', () => {
    const snapshot = accordionAfter(toggle('ladies'), closeAll);
    expect(snapshot.matches('allClosed')).toBe(true);
    expect(openSection(snapshot)).toBeNull();
  });

  it('cannot close all when every section is already closed', () => {
    expect(accordionAfter().can(closeAll)).toBe(false);
    expect(accordionAfter(toggle('ladies'), toggle('ladies')).can(closeAll)).toBe(false);
  });

  it('ignores a section without a name', () => {
    expect(accordionAfter().can(toggle(''))).toBe(false);
    const open = accordionAfter(toggle('ladies'));
    expect(open.can(toggle(''))).toBe(false);
    expect(openSection(accordionAfter(toggle('ladies'), toggle('')))).toBe('ladies');
  });

  it('has an open section exactly when a section is open, in every reachable state', () => {
    const events = [toggle('ladies'), toggle('shoes'), toggle(''), closeAll];
    const paths = getShortestPaths(accordionMachine, { events });

    for (const snapshot of paths.flatMap((path) => path.steps.map((step) => step.state))) {
      expect(openSection(snapshot) === null).toBe(snapshot.matches('allClosed'));
      expect(openSection(snapshot)).not.toBe('');
    }
    const states = getStateNodes(accordionMachine).filter((node) => node.type === 'atomic');
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(states.map((node) => node.key)),
    );
  });
});
