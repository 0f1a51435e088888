import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBar } from '../src/shell/top-bar/TopBar';

/** Shown from 768px wide: a narrower canvas shows nothing. */
const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TopBar>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
