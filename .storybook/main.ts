import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  // mocks/browser/public holds MSW's worker: Storybook serves it, production builds never do.
  staticDirs: ['../public', '../mocks/browser/public'],
  core: { disableTelemetry: true },
};

export default config;
