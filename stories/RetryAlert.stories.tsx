import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RetryAlert } from '../src/ui/retry-alert/RetryAlert';

const meta = {
  title: 'Shell/RetryAlert',
  component: RetryAlert,
  args: {
    message: 'Our shop is not answering right now. Please try again in a moment.',
    onRetry: fn(),
  },
} satisfies Meta<typeof RetryAlert>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In place of what could not be shown: a listing, a product, the account page. */
export const Panel: Story = {};
/** Inside a form, saying what the shopper keeps. */
export const Notice: Story = {
  args: { look: 'notice', kept: 'Your message is still here, nothing was lost.' },
};
/** A side part of the page the shopper did not ask for: not announced. */
export const Quiet: Story = { args: { look: 'quiet' } };
/** A failure that came without its own message. */
export const Unworded: Story = { args: { message: null } };
