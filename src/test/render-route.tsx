import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Toast } from '../../machines/shopping-list/types';
import { AppRoutes } from '../app/routes';
import { ShoppingListsProvider } from '../state/ShoppingListsProvider';
import { createShoppingLists, type ShoppingLists } from '../state/shopping-lists';

const started = new Set<ShoppingLists>();

/** Stops the lists of every rendered app (dom-setup calls it after each test). */
export function stopRenderedLists(): void {
  started.forEach((lists) => lists.stop());
  started.clear();
}

/** Renders the real app at a path, as a shopper would land on it; toasts are recorded. */
export function renderRoute(path: string) {
  const toasts: Toast[] = [];
  const lists = createShoppingLists({ notify: (toast) => toasts.push(toast) });
  started.add(lists);
  const view = render(
    <ShoppingListsProvider lists={lists}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    </ShoppingListsProvider>,
  );
  return { lists, toasts, ...view };
}
