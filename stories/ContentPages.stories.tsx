import type { Meta, StoryObj } from '@storybook/react-vite';
import { AboutPage, PrivacyPage, RefundsPage } from '../src/content';

/** The shop's content pages, as a phone shows them. */
const meta = {
  title: 'Pages/Content',
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta;
export default meta;

type Story = StoryObj<typeof meta>;

export const About: Story = { render: () => <AboutPage /> };

export const RefundsAndReturns: Story = { render: () => <RefundsPage /> };

export const Privacy: Story = { render: () => <PrivacyPage /> };
