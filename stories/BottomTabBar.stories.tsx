import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BottomTabBar } from '../src/shell/bottom-tab-bar/BottomTabBar';

/** Shown below 640 px only: view it at a phone width. */
const meta = {
  title: 'Shell/BottomTabBar',
  component: BottomTabBar,
  args: { onOpenWishlist: fn() },
  parameters: { layout: 'fullscreen', viewport: { defaultViewport: 'mobile1' } },
  decorators: [(Story) => <div style={{ maxWidth: 390, minHeight: 200 }}>{Story()}</div>],
} satisfies Meta<typeof BottomTabBar>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
