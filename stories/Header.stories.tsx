import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Header } from '../src/shell/header/Header';

const meta = {
  title: 'Shell/Header',
  component: Header,
  args: {
    sticky: false,
    cartCount: 0,
    wishlistCount: 0,
    onOpenMenu: fn(),
    onOpenWishlist: fn(),
    onOpenCart: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EmptyBadges: Story = {};
export const ThreeItems: Story = { args: { cartCount: 3, wishlistCount: 3 } };
export const Sticky: Story = { args: { sticky: true, cartCount: 1, wishlistCount: 2 } };
