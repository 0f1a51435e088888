import { expect, test } from '@playwright/test';
import { resetBackend, standIn } from './qa-backend';

const documents = `${standIn}/v1/projects/demo-kenya-shop/databases/(default)/documents`;

test.describe('QA control endpoints', () => {
  test.beforeEach(async ({ request }) => {
    await resetBackend(request);
  });

  test('scenario switch, read back, unknown name refused', async ({ request }) => {
    expect((await request.post(`${standIn}/__qa/scenario`, { data: { name: 'slow' } })).ok()).toBe(
      true,
    );
    expect(await (await request.get(`${standIn}/__qa/scenario`)).json()).toEqual({ name: 'slow' });
    const unknown = await request.post(`${standIn}/__qa/scenario`, { data: { name: 'nope' } });
    expect(unknown.status()).toBe(400);
    expect((await request.post(`${standIn}/__qa/reset`)).status()).toBe(204);
    expect(await (await request.get(`${standIn}/__qa/scenario`)).json()).toEqual({
      name: 'default',
    });
  });

  test('reset restores the seeded Auth accounts', async ({ request }) => {
    const signIn = await request.post(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key',
      { data: { email: 'shopper@example.com', password: 'Shopper#2024', returnSecureToken: true } },
    );
    expect(signIn.ok()).toBe(true);
  });

  test('collections can be listed, as the official emulator does', async ({ request }) => {
    const users = await (await request.get(`${documents}/Users`)).json();
    const emails = users.documents.map(
      (d: { fields: { email: { stringValue: string } } }) => d.fields.email.stringValue,
    );
    expect(emails).toEqual(expect.arrayContaining(['shopper@example.com', 'staff@example.com']));
    expect(await (await request.get(`${documents}/orders`)).json()).toEqual({});
  });
});
