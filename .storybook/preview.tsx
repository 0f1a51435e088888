import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { MemoryRouter } from 'react-router-dom';
import { ToastHost } from '../src/shell/toasts/ToastHost';
import { notify } from '../src/shell/toasts/toaster';
import { createShoppingLists, ShoppingListsProvider } from '../src/cart/use-shopping-lists';
import { scenarioHandlers } from '../stories/scenario-handlers';
import '../src/styles/fonts';
import '../src/styles/global.css';

// The stand-in's handlers answer every story; a story picks a QA scenario with `scenario(...)`.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const lists = createShoppingLists({ notify: (toast) => void notify(toast) });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    msw: { handlers: scenarioHandlers('default') },
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <ShoppingListsProvider lists={lists}>
        <MemoryRouter>
          <Story />
          <ToastHost />
        </MemoryRouter>
      </ShoppingListsProvider>
    ),
  ],
};

export default preview;
