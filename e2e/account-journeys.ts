import type { APIRequestContext, Page } from '@playwright/test';
import { authEmulatorUrl } from './qa-backend';

// The seeded accounts of the QA contract (README, The local backend and the QA contract), against
// the Auth emulator.
export const shopper = { email: 'shopper@example.com', password: 'Shopper#2024' };
export const staff = { email: 'staff@example.com', password: 'Staff#2024' };
export const norecord = { email: 'norecord@example.com', password: 'Norecord#2024' };

/**
 * What the page writes to its console, e.g. the lines docs/shop-rules.md lists (Texts the shop
 * shows and logs).
 */
export function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  return lines;
}

/** Fills in /login and presses Log in (the page must be open). */
export async function login(page: Page, { email, password }: { email: string; password: string }) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens /signup as Amani Njoroge with this e-mail and presses Sign up. */
export async function signup(page: Page, email: string, password = 'Karibu2024') {
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Amani');
  await page.getByLabel('Last name').fill('Njoroge');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** An e-mail no earlier run has used: resets remove new accounts, but runs may overlap. */
export const newEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const greeting = (page: Page, firstName: string) =>
  page.getByRole('heading', { level: 1, name: `Karibu, ${firstName}` });

/**
 * Opens the verification link Firebase e-mailed to the address, as its owner would: the Auth
 * emulator lists the links it "sent" (../shared/QA-CONTRACT.md, accounts).
 */
export async function openVerificationLink(request: APIRequestContext, email: string) {
  const listed = await request.get(
    `${authEmulatorUrl}/emulator/v1/projects/demo-kenya-shop/oobCodes`,
  );
  const { oobCodes } = (await listed.json()) as {
    oobCodes: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  const link = oobCodes.findLast(
    (code) => code.email === email && code.requestType === 'VERIFY_EMAIL',
  );
  if (!link) throw new Error(`No verification e-mail was sent to ${email}`);
  const opened = await request.get(link.oobLink);
  if (!opened.ok()) throw new Error(`The verification link answered ${opened.status()}`);
}
