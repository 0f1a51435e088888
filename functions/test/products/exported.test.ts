/**
 * The product callables as functions/src/index.ts exports them, as Cloud Functions runs them: in
 * the shop's region, with no secrets, App Check as its param says, answering staff on the team and
 * refusing anyone else.
 */
import { describe, expect, it } from 'vitest';
import { functionsRegion } from '@model/deployment';
import { callAs, endpointOf, loadExportedFunctions } from '../exported-functions';
import { seedTeam } from '../staff/staff-fixtures';
import { cardsOf, dress, dressId, productOf } from './product-fixtures';

const {
  db,
  functions: { saveProduct, setProductHidden, uploadProductPhoto },
} = await loadExportedFunctions('demo-functions-product-exports');

describe('the exported product callables', () => {
  it('are callables in the shop’s region, holding no secret', () => {
    for (const [name, exported] of Object.entries({ saveProduct, setProductHidden })) {
      const endpoint = endpointOf(exported);
      expect(endpoint, name).toMatchObject({ region: [functionsRegion], callableTrigger: {} });
      expect(endpoint.secretEnvironmentVariables ?? [], name).toEqual([]);
    }
  });

  it('give the photo upload the memory and time decoding a photo takes', () => {
    const endpoint = endpointOf(uploadProductPhoto);
    expect(endpoint).toMatchObject({
      region: [functionsRegion],
      callableTrigger: {},
      availableMemoryMb: 512,
      timeoutSeconds: 120,
    });
    expect(endpoint.secretEnvironmentVariables ?? []).toEqual([]);
  });

  it('save and hide a product for staff, and refuse a shopper', async () => {
    await seedTeam(db);
    await expect(
      saveProduct.run(callAs('shopper-uid', {}, { productId: dressId, draft: dress })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      saveProduct.run(callAs('staff-uid', { role: 'staff' }, { productId: dressId, draft: dress })),
    ).resolves.toEqual({ productId: dressId });
    expect((await cardsOf(db, dressId)).card).toMatchObject({ productName: dress.name });
    await expect(
      setProductHidden.run(
        callAs('staff-uid', { role: 'staff' }, { productId: dressId, hidden: true }),
      ),
    ).resolves.toEqual({ hidden: true });
    expect(await productOf(db)).toMatchObject({ hidden: true });
  });
});
