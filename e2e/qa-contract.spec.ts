import { expect, test } from './test';
import { asOwner, authUrl, documents, firestoreFront, resetBackend } from './qa-backend';

test.describe('QA control endpoints', () => {
  test.beforeEach(async ({ request }) => {
    await resetBackend(request);
  });

  test('scenario switch, read back, unknown name refused', async ({ request }) => {
    expect(
      (await request.post(`${firestoreFront}/__qa/scenario`, { data: { name: 'slow' } })).ok(),
    ).toBe(true);
    expect(await (await request.get(`${firestoreFront}/__qa/scenario`)).json()).toEqual({
      name: 'slow',
    });
    const unknown = await request.post(`${firestoreFront}/__qa/scenario`, {
      data: { name: 'nope' },
    });
    expect(unknown.status()).toBe(400);
    expect((await request.post(`${firestoreFront}/__qa/reset`)).status()).toBe(204);
    expect(await (await request.get(`${firestoreFront}/__qa/scenario`)).json()).toEqual({
      name: 'default',
    });
  });

  test('reset restores the seeded Auth accounts', async ({ request }) => {
    const signIn = await request.post(`${authUrl}/accounts:signInWithPassword?key=demo-api-key`, {
      data: { email: 'shopper@example.com', password: 'Shopper#2024', returnSecureToken: true },
    });
    expect(signIn.ok()).toBe(true);
  });

  test('collections can be listed, as the official emulator does', async ({ request }) => {
    const users = await (await request.get(`${documents}/Users`, asOwner)).json();
    const emails = users.documents.map(
      (d: { fields: { email: { stringValue: string } } }) => d.fields.email.stringValue,
    );
    expect(emails).toEqual(expect.arrayContaining(['shopper@example.com', 'staff@example.com']));
    expect(await (await request.get(`${documents}/orders`, asOwner)).json()).toEqual({});
  });

  test('Firestore behind the front enforces firestore.rules', async ({ request }) => {
    expect((await request.get(`${documents}/Users`)).status()).toBe(403);
    expect((await request.get(`${documents}/orders`)).status()).toBe(403);
    expect((await request.get(`${documents}/products/p-0001`)).ok()).toBe(true);
  });

  test('reset empties what the shop saved', async ({ request }) => {
    const message = `projects/demo-kenya-shop/databases/(default)/documents/messages/qa-probe`;
    const saved = await request.post(`${documents}:commit`, {
      ...asOwner,
      data: { writes: [{ update: { name: message, fields: { name: { stringValue: 'QA' } } } }] },
    });
    expect(saved.ok()).toBe(true);
    expect((await request.get(`${documents}/messages/qa-probe`, asOwner)).ok()).toBe(true);
    await resetBackend(request);
    expect((await request.get(`${documents}/messages/qa-probe`, asOwner)).status()).toBe(404);
  });
});
