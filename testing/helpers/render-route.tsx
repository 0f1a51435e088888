import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import type { Toast } from '../../machines/shopping-list/types';
import { AppRoutes } from '@/shell/app/routes';
import { ShoppingListsProvider } from '@/cart/use-shopping-lists';
import { createShoppingLists, type ShoppingLists } from '@/cart/use-shopping-lists';

const started = new Set<ShoppingLists>();

/** Stops the lists of every rendered app (dom-setup calls it after each test). */
export function stopRenderedLists(): void {
  started.forEach((lists) => lists.stop());
  started.clear();
}

interface Browser {
  navigate: NavigateFunction;
  path: string;
}

/** Lets a test act as the browser does: Back, and the address bar read. */
function BrowserProbe({ onChange }: { onChange: (browser: Browser) => void }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    onChange({ navigate, path: `${pathname}${search}${hash}` });
  });
  return null;
}

export interface RenderRouteOptions {
  /** Pages visited before, oldest first, so Back has somewhere to go. */
  visitedBefore?: string[];
}

/** Renders the real app at a path, as a shopper would land on it; toasts are recorded. */
export function renderRoute(path: string, { visitedBefore = [] }: RenderRouteOptions = {}) {
  const toasts: Toast[] = [];
  const lists = createShoppingLists({ notify: (toast) => toasts.push(toast) });
  started.add(lists);
  let browser: Browser | undefined;
  const view = render(
    <ShoppingListsProvider lists={lists}>
      <MemoryRouter initialEntries={[...visitedBefore, path]} initialIndex={visitedBefore.length}>
        <AppRoutes />
        <BrowserProbe onChange={(now) => (browser = now)} />
      </MemoryRouter>
    </ShoppingListsProvider>,
  );
  return {
    lists,
    toasts,
    /** The address bar: path, query and hash. */
    currentPath: () => browser?.path,
    /** The browser's Back button. */
    goBack: () =>
      act(async () => {
        await browser?.navigate(-1);
      }),
    ...view,
  };
}
