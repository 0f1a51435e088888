import type { Meta, StoryObj } from '@storybook/react-vite';
import { NotFoundScreen } from '../src/shell/not-found/NotFoundPage';

const meta = { title: 'Pages/NotFound', component: NotFoundScreen } satisfies Meta<
  typeof NotFoundScreen
>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
