import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from '../src/ui/spinner/Spinner';

const meta = { title: 'Shell/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;

/** What shows while a page loads: role status, named Loading. */
export const Loading: StoryObj<typeof meta> = {};
