import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { MemoryRouter } from 'react-router-dom';
import { scenarioHandlers } from '../stories/scenario-handlers';
import '../src/styles/global.css';

// The stand-in's handlers answer every story; a story picks a QA scenario with `scenario(...)`.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    msw: { handlers: scenarioHandlers('default') },
    layout: 'padded',
  },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
};

export default preview;
