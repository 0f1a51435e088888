import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { ReactNode } from 'react';
import { buildReceipt, type ReceiptOrder } from '@model/receipt/receipt';
import { linenDressLine } from '@testing/fixtures/order-documents';
import { Receipt } from '../src/ui/receipt/Receipt';

const issuer = {
  legalName: 'Mtindo Fashions Ltd',
  kraPin: 'P051234567X',
  address: 'Banda Street, near Jamia Mosque, Nairobi CBD, Kenya',
  vatRatePercent: 16,
  phone: '+254 712 345 678',
};

const order: ReceiptOrder = {
  number: 'MT-4K7Q2P',
  lines: [
    linenDressLine,
    {
      id: 'plain-tee',
      productName: 'Plain Cotton T-Shirt',
      size: 'L',
      colour: 'White',
      quantity: 12,
      unitPrice: '450',
      wholesale: true,
    },
  ],
  subtotal: 12_400,
  discounts: [
    { offerId: 'jamhuri', name: 'Jamhuri sale', code: 'JAMHURI', kind: 'amount', amount: 500 },
  ],
  deliveryFee: 300,
  total: 12_200,
  payment: { method: 'mpesa', receipt: 'SGH7K2LQ9P' },
};

const paid = { number: 'R000123', paidAt: '2026-11-28T10:05:00.000Z', credits: [] };

/** The page a printer takes: A4 with its margins, or a 58 mm roll. */
function Paper({ width, children }: { width: string; children: ReactNode }) {
  return (
    <div style={{ width, padding: '4mm', background: '#fff', color: '#000', margin: '0 auto' }}>
      {children}
    </div>
  );
}

const meta = {
  title: 'Shell/Receipt',
  component: Receipt,
  args: { receipt: buildReceipt(order, paid, issuer) },
} satisfies Meta<typeof Receipt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Paid by M-Pesa: its receipt number beside the shop's. */
export const PaidByMpesa: Story = {};

/** Paid in cash at the door. */
export const PaidInCash: Story = {
  args: {
    receipt: buildReceipt(
      { ...order, payment: { method: 'cash-on-delivery', receipt: null } },
      paid,
      issuer,
    ),
  },
};

/** Money given back: a credit line with its own number, and what the shop kept. */
export const WithCredit: Story = {
  args: {
    receipt: buildReceipt(
      order,
      { ...paid, credits: [{ number: 'C000001', amount: 2250, at: '2026-12-01T08:00:00.000Z' }] },
      issuer,
    ),
  },
};

/** A shop with no VAT to charge (0 %). */
export const NoVat: Story = {
  args: { receipt: buildReceipt(order, paid, { ...issuer, vatRatePercent: 0 }) },
};

/** On a 390 px phone. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };

/** As printed on A4: black on white, the page's margins (the Print button is left out on paper). */
export const PrintA4: Story = {
  decorators: [
    (Story) => (
      <Paper width="210mm">
        <Story />
      </Paper>
    ),
  ],
};

/** The 58 mm receipt printer's roll, chosen with `Narrow receipt (58 mm)`. */
export const PrintNarrow: Story = {
  decorators: [
    (Story) => (
      <Paper width="66mm">
        <Story />
      </Paper>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Narrow receipt (58 mm)' }));
    await expect(canvas.getByRole('article')).toHaveAttribute('data-narrow', 'true');
  },
};
