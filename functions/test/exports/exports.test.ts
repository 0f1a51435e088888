/**
 * `exportOrders` and `exportPayments` (functions/src/exports): every order line or M-Pesa payment
 * of a range of Nairobi days, read in pages, as one CSV file for the owner alone.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';
import { beforeEach, describe, expect, it } from 'vitest';
import { rangeBounds, tooManyRows, type ExportFile } from '@model/export/export-range';
import { orderColumns } from '@model/export/order-rows';
import { paymentColumns } from '@model/export/payment-rows';
import { anOrder, type OrderData } from '@testing/fixtures/order-documents';
import { orderIdOf, orderNumberOf } from '@testing/fixtures/order-ids';
import { csvRecords, parseCsv } from '@testing/helpers/csv';
import { exportOrdersCall, exportPaymentsCall } from '../../src/exports/export-callables';
import { ownerExportsOnly, type ExportContext } from '../../src/exports/export-access';
import { newPayment, paymentsPageFields, type PaymentRecord } from '../../src/mpesa/payment-record';
import type { Call } from '../../src/core/call';
import { staffOnly } from '../../src/staff/staff-member';
import { emulatorFirestore } from '../emulator-firestore';
import { asOwner, asStaff, callAs, seedTeam } from '../staff/staff-fixtures';

const db = emulatorFirestore('demo-functions-exports');
beforeEach(() => seedTeam(db));

const range = { from: '2026-11-01', to: '2026-11-29' };
const { start, end } = rangeBounds(range);

type ExportCall = (context: ExportContext, call: Call) => Promise<unknown>;
const answer = async (callable: ExportCall, call: Call, maxRows?: number) =>
  (await callable({ db, maxRows }, call)) as ExportFile;

/** Writes documents in batches of 400, under Firestore's 500 writes a batch. */
async function writeAll(collection: string, documents: Array<{ id: string; data: OrderData }>) {
  for (let at = 0; at < documents.length; at += 400) {
    const batch = db.batch();
    for (const { id, data } of documents.slice(at, at + 400)) {
      batch.set(db.collection(collection).doc(id), data);
    }
    await batch.commit();
  }
}

/** Order `n` as stored (testing/fixtures/order-documents.ts), placed at `at` with 1–3 lines. */
function orderAt(n: number, at: Date, data: OrderData = {}) {
  const lineCount = 1 + (n % 3);
  const lines = Array.from({ length: lineCount }, (_, k) => ({
    id: `product-${k}`,
    productName: `Product ${n}/${k}`,
    size: 'M',
    colour: 'Black',
    quantity: k + 1,
    unitPrice: '1000',
    wholesale: false,
  }));
  const order = anOrder(n, { data: { lines, createdAt: at, updatedAt: at, ...data } });
  return { id: order.id, data: order.data };
}

describe('exportOrders', () => {
  it('writes every line of a 1,000-order range exactly once, under the header', async () => {
    const span = end.getTime() - start.getTime();
    const orders = Array.from({ length: 1000 }, (_, i) =>
      orderAt(i + 1, new Date(start.getTime() + Math.floor((i * span) / 1000))),
    );
    // Just outside, at Nairobi's midnights: the last moment before, and the first after.
    const outside = [
      orderAt(2001, new Date(start.getTime() - 1)),
      orderAt(2002, new Date(end.getTime())),
    ];
    const edges = [orderAt(2003, new Date(end.getTime() - 1))];
    await writeAll('orders', [...orders, ...outside, ...edges]);

    const file = await answer(exportOrdersCall, asOwner(range));

    expect(file.fileName).toBe('mtindo-orders-2026-11-01-to-2026-11-29.csv');
    const [header, ...rows] = parseCsv(file.csv);
    expect(header).toEqual([...orderColumns]);
    const expected = [...orders, ...edges].flatMap(({ data }) =>
      (data.lines as Array<{ productName: string }>).map(
        (line) => `${String(data.number)} ${line.productName}`,
      ),
    );
    const written = rows.map((row) => `${row[0]} ${row[12]}`);
    expect(written).toHaveLength(expected.length);
    expect(new Set(written).size).toBe(written.length);
    expect([...written].sort()).toEqual([...expected].sort());
    expect(file.rows).toBe(expected.length);
    for (const { data } of outside) {
      expect(written.some((row) => row.startsWith(`${String(data.number)} `))).toBe(false);
    }
    // Oldest first: the first order of the range leads, at Nairobi's midnight.
    expect(rows[0]?.slice(0, 2)).toEqual([orderNumberOf(1), '2026-11-01 00:00']);
  }, 60_000);

  it('keeps a name with a comma and quotes, and one a spreadsheet would run, as text', async () => {
    await writeAll('orders', [
      orderAt(1, start, { delivery: { fullName: 'Kamau, "Wanjiku"', phone: '+254712345678' } }),
      orderAt(2, start, { delivery: { fullName: "=cmd|' /C calc'!A0", phone: '0712345678' } }),
    ]);
    const records = csvRecords((await answer(exportOrdersCall, asOwner(range))).csv);
    const byNumber = new Map(records.map((record) => [record['Order number'], record]));
    expect(byNumber.get(orderNumberOf(1))).toMatchObject({
      Customer: 'Kamau, "Wanjiku"',
      Phone: "'+254712345678",
    });
    expect(byNumber.get(orderNumberOf(2))).toMatchObject({
      Customer: "'=cmd|' /C calc'!A0",
      Phone: '0712345678',
    });
  });

  it('answers the header alone for a range without orders', async () => {
    const file = await answer(exportOrdersCall, asOwner({ from: '2026-01-01', to: '2026-01-01' }));
    expect(file).toEqual({
      fileName: 'mtindo-orders-2026-01-01-to-2026-01-01.csv',
      csv: `${orderColumns.join(',')}\r\n`,
      rows: 0,
    });
  });

  it('refuses a range of more order lines than one file holds, asking for fewer days', async () => {
    // Orders 1 to 3 have 2, 3 and 1 lines: six in all.
    await writeAll(
      'orders',
      [1, 2, 3].map((n) => orderAt(n, start)),
    );
    await expect(exportOrdersCall({ db, maxRows: 5 }, asOwner(range))).rejects.toMatchObject({
      code: 'failed-precondition',
      message: tooManyRows('orders', 5),
    });
    expect((await answer(exportOrdersCall, asOwner(range), 6)).rows).toBe(6);
    expect(tooManyRows('orders')).toMatch(/more than 50,000 order lines: choose fewer days/);
  });
});

describe('exportPayments', () => {
  /** A payment record as the server writes it, with the Payments page's fields. */
  function payment(n: number, at: Date, change: Partial<PaymentRecord> = {}) {
    const record: PaymentRecord = {
      ...newPayment({
        orderId: orderIdOf(n),
        attempt: 1,
        phone: `25472200${String(n).padStart(4, '0')}`,
        amount: 1000 + n,
        requestedAt: at,
        firstQueryAt: at,
      }),
      state: 'paid',
      receipt: `TK${String(n).padStart(8, '0')}`,
      settledAt: Timestamp.fromDate(at),
      ...change,
    };
    delete record.nextQueryAt;
    return { id: `ws_CO_${n}`, data: { ...record, ...paymentsPageFields(record) } };
  }

  it('writes each payment of the range that took money, or may have, with its whole phone and order number', async () => {
    await writeAll('orders', [orderAt(1, start), orderAt(2, start)]);
    const inside = new Date(start.getTime() + 6 * 3_600_000);
    const payments = Array.from({ length: 620 }, (_, i) =>
      payment(i + 1, new Date(inside.getTime() + i * 60_000)),
    );
    await writeAll('payments', [
      ...payments,
      payment(901, new Date(start.getTime() - 1)),
      payment(902, end),
      payment(903, inside, { state: 'failed', receipt: null }),
      payment(904, inside, { orderId: null, refundState: 'due' }),
      payment(905, new Date(end.getTime() - 1), { refundState: 'due' }),
    ]);

    const file = await answer(exportPaymentsCall, asOwner(range));

    expect(file.fileName).toBe('mtindo-payments-2026-11-01-to-2026-11-29.csv');
    const [header] = parseCsv(file.csv);
    expect(header).toEqual([...paymentColumns]);
    const records = csvRecords(file.csv);
    expect(file.rows).toBe(records.length);
    const receipts = records.map((record) => record['M-Pesa receipt']);
    expect(receipts.sort()).toEqual(
      [...payments.map((_, i) => i + 1), 904, 905]
        .map((n) => `TK${String(n).padStart(8, '0')}`)
        .sort(),
    );
    const byReceipt = new Map(records.map((record) => [record['M-Pesa receipt'], record]));
    expect(byReceipt.get('TK00000001')).toEqual({
      Time: '2026-11-01 06:00',
      'M-Pesa receipt': 'TK00000001',
      'Amount (KES)': '1001',
      Phone: '254722000001',
      'Order number': orderNumberOf(1),
      State: 'Paid',
    });
    // An order the shop no longer has: its id, as the Payments page shows it.
    expect(byReceipt.get('TK00000003')?.['Order number']).toBe(orderIdOf(3));
    expect(byReceipt.get('TK00000904')).toMatchObject({ 'Order number': '', State: 'No order' });
    expect(byReceipt.get('TK00000905')).toMatchObject({
      Time: '2026-11-29 23:59',
      State: 'Refund due',
    });
  });
});

describe('who may export', () => {
  const callables: Array<[string, ExportCall]> = [
    ['exportOrders', exportOrdersCall],
    ['exportPayments', exportPaymentsCall],
  ];

  const refusalOf = (run: Promise<unknown>) => run.catch((error: unknown) => error);

  it.each(callables)('%s refuses staff: only the owner exports', async (_name, callable) => {
    const refusal = await refusalOf(callable({ db }, asStaff(range)));
    expect(refusal).toBeInstanceOf(HttpsError);
    expect(refusal).toMatchObject({ code: 'permission-denied', message: ownerExportsOnly });
  });

  it.each(callables)('%s refuses a shopper and no one', async (_name, callable) => {
    for (const call of [callAs('shopper-uid', {}, range), { data: range }]) {
      expect(await refusalOf(callable({ db }, call))).toMatchObject({
        code: 'permission-denied',
        message: staffOnly,
      });
    }
  });

  it.each(callables)('%s refuses an owner whose team record is gone', async (_name, callable) => {
    await db.collection('staffMembers').doc(asOwner(null).auth!.uid).delete();
    expect(await refusalOf(callable({ db }, asOwner(range)))).toMatchObject({
      code: 'permission-denied',
      message: staffOnly,
    });
  });

  it.each(callables)('%s refuses bad dates with what to fix', async (_name, callable) => {
    for (const [request, message] of [
      [{ from: '2026-11-29', to: '2026-11-01' }, 'The From date must be on or before the To date.'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'The From date is not a real date.'],
      [{ from: '2025-01-01', to: '2026-11-29' }, 'Choose at most 366 days.'],
      [{ from: 'today' }, 'Choose the From date.'],
      [null, 'Choose the From and To dates.'],
    ] as const) {
      expect(await refusalOf(callable({ db }, asOwner(request)))).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    }
  });
});
