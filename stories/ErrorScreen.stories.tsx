import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorScreen } from '../src/shell/error-screen/ErrorScreen';

/** What shows instead of a page that failed, with Reload and Go back home. */
const meta = { title: 'Pages/Something went wrong', component: ErrorScreen } satisfies Meta<
  typeof ErrorScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
