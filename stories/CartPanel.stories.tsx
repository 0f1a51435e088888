import type { Meta, StoryObj } from '@storybook/react-vite';
import CartPanel from '../src/cart/panels/CartPanel';
import { WithPanelOpen } from './open-panel';
import { longNameCartLine, manyCartLines, oneCartLine, sizeAndColourCartLine } from './panel-lines';
import { WithLists } from './with-lists';
import type { CartItem } from '../machines/shopping-list/types';

const meta = { title: 'Cart/CartPanel', component: CartPanel } satisfies Meta<typeof CartPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

const withCart = (cart: CartItem[]): Story => ({
  decorators: [
    (Story) => (
      <WithLists cart={cart}>
        <WithPanelOpen panel="cart">{Story()}</WithPanelOpen>
      </WithLists>
    ),
  ],
});

export const Empty = withCart([]);
export const OneLine = withCart(oneCartLine);
export const ManyLines = withCart(manyCartLines);
export const VeryLongName = withCart(longNameCartLine);
/** A line added with a size and colour (product page or a card's chooser) shows them. */
export const WithSizeAndColour = withCart(sizeAndColourCartLine);
