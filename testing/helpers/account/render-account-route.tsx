import { render } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import { afterEach, beforeAll } from 'vitest';
import type { Toast } from '../../../machines/shopping-list/types';
import { AppRoutes } from '@/shell/app/routes';
import { AccountServicesContext, type AccountServices } from '@/account/use-session';
import { ShoppingListsProvider } from '@/cart/use-shopping-lists';
import { createShoppingLists, type ShoppingLists } from '@/cart/use-shopping-lists';
import { fakeAccountServices, type FakeAccountOptions } from './fake-account-services';

// The account pages load on demand; loading them once up front keeps the first test's wait short.
beforeAll(() => import('@/account/AccountPage'), 30_000);

const started = new Set<ShoppingLists>();
afterEach(() => {
  started.forEach((lists) => lists.stop());
  started.clear();
});

/** Reports each location the app settles on, so tests can read where it went. */
function LocationProbe({ onLocation }: { onLocation: (pathname: string, search: string) => void }) {
  const { pathname, search } = useLocation();
  useEffect(() => onLocation(pathname, search), [onLocation, pathname, search]);
  return null;
}

/** Renders the real app, as main.tsx does, at an entry, on the given account services. */
export function renderAccountApp(entry: InitialEntry, services: AccountServices) {
  const toasts: Toast[] = [];
  const lists = createShoppingLists({ notify: (toast) => toasts.push(toast) });
  started.add(lists);
  let pathname = '';
  let query = '';
  const onLocation = (next: string, search: string) => {
    pathname = next;
    query = search;
  };
  const view = render(
    <StrictMode>
      <AccountServicesContext.Provider value={services}>
        <ShoppingListsProvider lists={lists}>
          <MemoryRouter initialEntries={[entry]}>
            <AppRoutes />
            <LocationProbe onLocation={onLocation} />
          </MemoryRouter>
        </ShoppingListsProvider>
      </AccountServicesContext.Provider>
    </StrictMode>,
  );
  return {
    lists,
    toasts,
    view,
    path: () => pathname,
    /** The address bar's path and query. */
    address: () => `${pathname}${query}`,
  };
}

/** The real app with the account services in memory (no Auth emulator). */
export function renderAccountRoute(entry: InitialEntry, options: FakeAccountOptions = {}) {
  const backend = fakeAccountServices(options);
  return { ...backend, ...renderAccountApp(entry, backend.services) };
}
