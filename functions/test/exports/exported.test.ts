/**
 * The owner's export callables as functions/src/index.ts exports them, as Cloud Functions runs
 * them: in the shop's region, with the minutes and memory a long range takes, no secrets,
 * answering the owner and refusing staff.
 */
import { describe, expect, it } from 'vitest';
import { functionsRegion } from '@model/deployment';
import { callAs, endpointOf, loadExportedFunctions } from '../exported-functions';
import { seedTeam } from '../staff/staff-fixtures';
import { orderColumns } from '@model/export/order-rows';
import { amina, baraka } from '@testing/fixtures/staff';
import { ownerExportsOnly } from '../../src/exports/export-access';

const {
  db,
  functions: { exportOrders, exportPayments },
} = await loadExportedFunctions('demo-functions-export-files');

const range = { from: '2026-11-01', to: '2026-11-29' };

describe('the exported export callables', () => {
  it('are callables in the shop’s region with the time and memory a year of orders takes, holding no secret', () => {
    for (const [name, exported] of Object.entries({ exportOrders, exportPayments })) {
      const endpoint = endpointOf(exported);
      expect(endpoint, name).toMatchObject({
        region: [functionsRegion],
        callableTrigger: {},
        availableMemoryMb: 1024,
        timeoutSeconds: 300,
      });
      expect(endpoint.secretEnvironmentVariables ?? [], name).toEqual([]);
    }
  });

  it('answer the owner the file, and refuse staff', async () => {
    await seedTeam(db);
    await expect(exportOrders.run(callAs(amina.uid, { role: 'owner' }, range))).resolves.toEqual({
      fileName: 'mtindo-orders-2026-11-01-to-2026-11-29.csv',
      csv: `${orderColumns.join(',')}\r\n`,
      rows: 0,
    });
    await expect(
      exportPayments.run(callAs(baraka.uid, { role: 'staff' }, range)),
    ).rejects.toMatchObject({ code: 'permission-denied', message: ownerExportsOnly });
  });
});
