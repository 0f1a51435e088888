import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WishlistItem } from '../machines/shopping-list/types';
import WishlistPanel from '../src/cart/panels/WishlistPanel';
import { WithPanelOpen } from './open-panel';
import { longNameWishlistLine, manyWishlistLines, oneWishlistLine } from './panel-lines';
import { WithLists } from './with-lists';

const meta = { title: 'Cart/WishlistPanel', component: WishlistPanel } satisfies Meta<
  typeof WishlistPanel
>;
export default meta;

type Story = StoryObj<typeof meta>;

const withWishlist = (wishlist: WishlistItem[]): Story => ({
  decorators: [
    (Story) => (
      <WithLists wishlist={wishlist}>
        <WithPanelOpen panel="wishlist">{Story()}</WithPanelOpen>
      </WithLists>
    ),
  ],
});

export const Empty = withWishlist([]);
export const OneLine = withWishlist(oneWishlistLine);
export const ManyLines = withWishlist(manyWishlistLines);
export const VeryLongName = withWishlist(longNameWishlistLine);
