import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatButton } from '../src/shell/chat-button/ChatButton';

/** Fixed to the bottom right: above the bottom tab bar below 640px, label shown from 640px. */
const meta = {
  title: 'Shell/ChatButton',
  component: ChatButton,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ChatButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A product page prefills the product's name and link. */
export const WithProductText: Story = {
  args: {
    text: 'Hello Mtindo! Is the Ankara Maxi Dress still available? https://mtindo.co.ke/product-details/Ankara%20Maxi%20Dress/ankara-maxi-dress',
  },
};
