import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from '@/shell/app/routes';
import { notify } from '@/shell/toasts/toaster';
import { ShoppingListsProvider } from '@/cart/use-shopping-lists';
import { createShoppingLists } from '@/cart/use-shopping-lists';
import '@/styles/fonts';
import '@/styles/global.css';

async function boot() {
  // In-browser mocks exist only in the dev server: this branch is removed from production builds.
  if (import.meta.env.DEV && import.meta.env.VITE_MOCKS === 'browser') {
    const { startBrowserMocks } = await import('../mocks/browser/worker');
    await startBrowserMocks();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const lists = createShoppingLists({ notify: (toast) => void notify(toast) });
  const root = createRoot(container);
  // Rendered as a transition, the first render yields to the browser every few milliseconds
  // instead of holding a slow phone's main thread in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShoppingListsProvider lists={lists}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ShoppingListsProvider>
      </StrictMode>,
    ),
  );
}

void boot();
