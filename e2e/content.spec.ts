import { sameOnEveryScreen } from './screens';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import { expectNoSeriousViolations } from './accessibility';
import { asOwner, documents, resetBackend, useScenario } from './qa-backend';

const messagesUrl = `${documents}/messages`;

interface Listing {
  documents?: Array<{ name: string; fields: Record<string, Record<string, unknown>> }>;
}

/** The `messages` collection as QA reads it back: the official emulator's ListDocuments. */
async function savedMessages(request: APIRequestContext) {
  const response = await request.get(messagesUrl, asOwner);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Listing).documents ?? [];
}

const achieng = {
  Name: 'Achieng Otieno',
  Email: 'achieng@example.com',
  Phone: '0712 345 678',
  Message: 'Do you have the Ankara wrap dress in size 14? I am in Kisumu.',
};

async function fillIn(page: Page, form: Partial<typeof achieng>) {
  for (const [label, value] of Object.entries(form)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
}

test.beforeEach(async ({ request }) => {
  await resetBackend(request);
});

test(
  'the contact form is saved to messages and read back',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await page.goto('/contact');
    await fillIn(page, achieng);
    await page.getByRole('button', { name: 'Send message' }).click();
    const thanks = page.getByRole('heading', { name: 'Thank you, Achieng Otieno!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();

    const messages = await savedMessages(request);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.fields).toMatchObject({
      name: { stringValue: 'Achieng Otieno' },
      email: { stringValue: 'achieng@example.com' },
      phone: { stringValue: '+254712345678' },
      message: { stringValue: achieng.Message },
      createdAt: { timestampValue: expect.any(String) },
    });
  },
);

test(
  'an invalid e-mail is refused by its field and nothing is saved',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await page.goto('/contact');
    await fillIn(page, { ...achieng, Email: 'achieng@example' });
    await page.getByRole('button', { name: 'Send message' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expect(
      page.getByRole('alert').filter({ hasText: 'like name@example.com' }),
    ).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('achieng@example');
    expect(await savedMessages(request)).toEqual([]);
  },
);

test(
  'a failed write keeps the message, and Retry saves exactly one',
  sameOnEveryScreen,
  async ({ page, request }) => {
    await useScenario(request, 'write-error');
    await page.goto('/contact');
    await fillIn(page, achieng);
    await page.getByRole('button', { name: 'Send message' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Your message is still here' });
    await expect(failure).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(achieng.Message);
    expect(await savedMessages(request)).toEqual([]);

    await resetBackend(request);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(/Thank you/)).toBeVisible();
    expect(await savedMessages(request)).toHaveLength(1);
  },
);

test('the contact form with its errors has no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expectNoSeriousViolations(page);
});
