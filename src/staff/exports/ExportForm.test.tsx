import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { tooManyRows } from '@model/export/export-range';
import { nairobiDay } from '@model/payment/payments-day';
import { orderNumberOf } from '@testing/fixtures/order-ids';
import { parseCsv } from '@testing/helpers/csv';
import {
  CallableRefusal,
  exportCallables,
  type ExportCallablesOptions,
} from '@testing/helpers/export-callables';
import { expectNoAxeViolationsAtEachWidth } from '@testing/helpers/viewports';
import { ExportForm } from './ExportForm';

const today = nairobiDay(new Date());
const firstOfMonth = `${today.slice(0, 8)}01`;

/** What the form saved: each file's name, its Blob and whether its link was clicked. */
let saved: Array<{ name: string; blob: Blob }> = [];
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      const url = `blob:export-${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  // jsdom cannot download: the click is where the browser would save the file.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '')! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function openExport(options?: ExportCallablesOptions) {
  const callables = exportCallables(options);
  testBackend.server.use(...callables.handlers);
  render(<ExportForm />);
  return { requests: callables.requests, form: screen.getByRole('form', { name: 'Export' }) };
}

const status = () => screen.getByRole('status');

/** A Blob's text as its bytes are: `Blob.text()` would drop the byte-order mark. */
async function bytesOf(blob: Blob): Promise<string> {
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(blob);
  });
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(bytes));
}

describe('the Export form', () => {
  it('offers this month so far, in Nairobi, and both exports', async () => {
    openExport();
    expect(screen.getByLabelText('From')).toHaveValue(firstOfMonth);
    expect(screen.getByLabelText('To')).toHaveValue(today);
    expect(screen.getByRole('button', { name: 'Export orders' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export payments' })).toBeEnabled();
    await expectNoAxeViolationsAtEachWidth();
  });

  it('downloads the orders of the range as a UTF-8 CSV file Excel reads, and says how many rows', async () => {
    const user = userEvent.setup();
    const { requests } = openExport({ rows: 1234 });
    await user.click(screen.getByRole('button', { name: 'Export orders' }));
    await waitFor(() => expect(status()).toHaveTextContent('Downloaded 1,234 rows'));
    expect(requests).toEqual([{ kind: 'orders', range: { from: firstOfMonth, to: today } }]);
    expect(saved.map(({ name }) => name)).toEqual([
      `mtindo-orders-${firstOfMonth}-to-${today}.csv`,
    ]);
    const { blob } = saved[0]!;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const text = await bytesOf(blob);
    expect(text.startsWith('\uFEFFOrder number,Date placed,')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header?.[0]).toBe('Order number');
    expect(rows).toHaveLength(1234);
    expect(rows[0]?.[0]).toBe(orderNumberOf(1));
    await expectNoAxeViolationsAtEachWidth();
  });

  it('downloads the payments of the days chosen', async () => {
    const user = userEvent.setup();
    const { requests } = openExport({ rows: 1 });
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-05');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-01-31');
    await user.click(screen.getByRole('button', { name: 'Export payments' }));
    await waitFor(() => expect(status()).toHaveTextContent('Downloaded 1 row'));
    expect(requests).toEqual([
      { kind: 'payments', range: { from: '2026-01-05', to: '2026-01-31' } },
    ]);
    expect(saved.map(({ name }) => name)).toEqual(['mtindo-payments-2026-01-05-to-2026-01-31.csv']);
    expect(parseCsv((await bytesOf(saved[0]!.blob)).slice(1))[0]).toEqual([
      'Time',
      'M-Pesa receipt',
      'Amount (KES)',
      'Phone',
      'Order number',
      'State',
    ]);
  });

  it('says what to fix in a range it cannot send, on the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const { requests } = openExport();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-02-10');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-02-01');
    await user.click(screen.getByRole('button', { name: 'Export orders' }));
    const error = await screen.findByText('The From date must be on or before the To date.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The From date must be on or before the To date.',
    );
    expect(screen.getByLabelText('To')).toHaveFocus();
    expect(requests).toEqual([]);
    expect(saved).toEqual([]);
    await expectNoAxeViolationsAtEachWidth();
  });

  it('shows the server’s refusal in an alert, saves nothing, and exports once asked again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { requests } = openExport({
      rows: 2,
      refuses: () =>
        refuse ? new CallableRefusal('FAILED_PRECONDITION', tooManyRows('orders')) : null,
    });
    await user.click(screen.getByRole('button', { name: 'Export orders' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(tooManyRows('orders'));
    expect(saved).toEqual([]);
    expect(status()).toHaveTextContent('');
    await expectNoAxeViolationsAtEachWidth();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Export orders' }));
    await waitFor(() => expect(status()).toHaveTextContent('Downloaded 2 rows'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it('exports one file at a time, saying which it is making', async () => {
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const { requests, form } = openExport({
      delay: () => new Promise<void>((resolve) => (answer = resolve)),
    });
    await user.click(screen.getByRole('button', { name: 'Export payments' }));
    await waitFor(() => expect(status()).toHaveTextContent('Exporting payments…'));
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export orders' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Export orders' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    answer();
    await waitFor(() => expect(status()).toHaveTextContent('Downloaded 3 rows'));
    expect(requests.map(({ kind }) => kind)).toEqual(['payments']);
    expect(saved).toHaveLength(1);
  });
});
