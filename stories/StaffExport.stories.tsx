import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { screen, userEvent } from 'storybook/test';
import { tooManyRows } from '../model/export/export-range';
import {
  CallableRefusal,
  exportCallables,
  type ExportCallablesOptions,
} from '@testing/helpers/export-callables';
import { ExportForm } from '../src/staff/exports/ExportForm';

/**
 * The owner's Export form, as the dashboard shows it, with `exportOrders` and `exportPayments`
 * answered by their stand-in: ready, exporting, downloaded (the story saves a small sample
 * file), refused, and a range it cannot send. On a 390 px phone first.
 */
const meta = {
  title: 'Back office/Export',
  component: ExportForm,
  parameters: { viewport: { defaultViewport: 'mobile2' } },
} satisfies Meta<typeof ExportForm>;
export default meta;

type Story = StoryObj<typeof meta>;

const answered = (options: ExportCallablesOptions) => ({
  parameters: { msw: { handlers: exportCallables(options).handlers } },
});

const click = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name }));
};

/** This month so far, both exports offered. */
export const Ready: Story = answered({});

/** The file is being made: Exporting, the buttons waiting. */
export const Exporting: Story = {
  ...answered({ delay: () => delay('infinite') }),
  play: () => click('Export orders'),
};

/** The file was saved: how many rows it holds. */
export const Downloaded: Story = {
  ...answered({ rows: 1234 }),
  play: () => click('Export payments'),
};

/** The server refused: a range of too many rows, and what to do. */
export const Refused: Story = {
  ...answered({
    refuses: () => new CallableRefusal('FAILED_PRECONDITION', tooManyRows('orders')),
  }),
  play: () => click('Export orders'),
};

/** From after To: what to fix, on the field, nothing sent. */
export const BadRange: Story = {
  ...answered({}),
  play: async () => {
    const from = await screen.findByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-02-10');
    const to = screen.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-02-01');
    await click('Export orders');
  },
};
