import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testBackend } from '../../../mocks/vitest/node-setup';
import { renderRoute } from '@testing/helpers/render-route';
import { answerCallable } from '@testing/helpers/back-office';
import { signInAs, signOut } from '@testing/helpers/sign-in';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { amina } from '@testing/fixtures/staff';

// Staff list messages and enquiries through the Firestore emulator, judged by firestore.rules;
// `npm run test:vitest` starts the Auth emulator and sets its host.
const withEmulator = Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST);

const message = (id: string, minutesAgo: number, data: Record<string, unknown> = {}) => ({
  id,
  data: {
    name: 'Wanjiku Kamau',
    email: 'wanjiku@example.com',
    phone: '+254712345678',
    message: 'Do you have the wrap dress in size 14?',
    createdAt: new Date(Date.now() - minutesAgo * 60_000),
    ...data,
  },
});

const enquiry = {
  id: 'enquiry-1',
  data: {
    name: 'Otieno Ouma',
    businessName: 'Duka la Mama',
    phone: '+254722000111',
    items: '40 kitenge shirts, sizes M and L',
    message: 'Can you deliver to Kisumu?',
    createdAt: new Date(Date.now() - 30 * 60_000),
  },
};

beforeEach(() => signInAs('staff'), 30_000);
afterEach(() => signOut());

const inboxPage = () =>
  screen.findByRole('heading', { level: 1, name: 'Inbox' }, { timeout: 15_000 });

describe.skipIf(!withEmulator)('the inbox', () => {
  it('lists the messages, newest first, with links to answer each sender', async () => {
    await testBackend.store.seed({
      messages: [
        message('message-old', 90, { name: 'Achieng Otieno', phone: null }),
        message('message-new', 5),
      ],
    });
    renderRoute('/staff/inbox');
    await inboxPage();
    expect(screen.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Wholesale enquiries' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 });
    const [newest, oldest] = within(list).getAllByRole('article');
    expect(within(newest!).getByRole('heading', { name: 'Wanjiku Kamau' })).toBeInTheDocument();
    expect(newest).toHaveTextContent('Do you have the wrap dress in size 14?');
    expect(within(newest!).getByRole('link', { name: 'Call +254 712 345 678' })).toHaveAttribute(
      'href',
      'tel:+254712345678',
    );
    const whatsapp = within(newest!).getByRole('link', { name: /^WhatsApp \+254 712 345 678/ });
    expect(whatsapp.getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/254712345678\?text=Hello%20Wanjiku/,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    expect(
      within(newest!).getByRole('link', { name: 'Email wanjiku@example.com' }).getAttribute('href'),
    ).toMatch(/^mailto:wanjiku%40example\.com\?subject=/);
    expect(within(oldest!).getByRole('heading', { name: 'Achieng Otieno' })).toBeInTheDocument();
    expect(within(oldest!).queryByRole('link', { name: /^Call/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('marks a message replied through the server', async () => {
    await testBackend.store.seed({ messages: [message('message-new', 5)] });
    const calls = answerCallable('markReplied', () => ({ status: 'replied' }));
    renderRoute('/staff/inbox');
    await inboxPage();
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 10_000 });
    expect(within(list).getByText('New')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Mark as replied' }));
    // The button goes: focus moves to the item's status, which now says so.
    expect((await within(list).findByText('Replied')).closest('p')).toHaveFocus();
    expect(within(list).queryByRole('button', { name: 'Mark as replied' })).toBeNull();
    expect(calls).toEqual([{ kind: 'message', id: 'message-new' }]);
  });

  it('shows a message already replied, with who answered it', async () => {
    await testBackend.store.seed({
      messages: [
        message('message-replied', 60, {
          status: 'replied',
          repliedAt: new Date('2025-05-01T07:30:00Z'),
          repliedBy: amina,
        }),
      ],
    });
    renderRoute('/staff/inbox');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
    expect(within(list).getByText(/^Replied by Amina Hassan on/)).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Mark as replied' })).toBeNull();
  });

  it('lists the wholesale enquiries under their tab', async () => {
    await testBackend.store.seed({ wholesaleEnquiries: [enquiry] });
    const calls = answerCallable('markReplied', () => null);
    renderRoute('/staff/inbox');
    await inboxPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Wholesale enquiries' }));
    const list = await screen.findByRole(
      'list',
      { name: 'Wholesale enquiries' },
      { timeout: 10_000 },
    );
    const [item] = within(list).getAllByRole('article');
    expect(
      within(item!).getByRole('heading', { name: 'Otieno Ouma, Duka la Mama' }),
    ).toBeInTheDocument();
    expect(item).toHaveTextContent('Items: 40 kitenge shirts, sizes M and L');
    expect(item).toHaveTextContent('Can you deliver to Kisumu?');
    expect(
      within(item!)
        .getByRole('link', { name: /^WhatsApp \+254 722 000 111/ })
        .getAttribute('href'),
    ).toContain('wholesale%20enquiry');
    await userEvent.click(within(item!).getByRole('button', { name: 'Mark as replied' }));
    await within(list).findByText('Replied');
    expect(calls).toEqual([{ kind: 'enquiry', id: 'enquiry-1' }]);
    await expectNoAxeViolations();
  });

  it('says when a tab has nothing in it', async () => {
    renderRoute('/staff/inbox');
    expect(
      await screen.findByText('No messages yet.', undefined, { timeout: 15_000 }),
    ).toBeVisible();
  });

  it('shows older messages a page at a time', async () => {
    await testBackend.store.seed({
      messages: Array.from({ length: 21 }, (_, index) =>
        message(`message-${String(index).padStart(2, '0')}`, index + 1, {
          name: `Sender ${index}`,
        }),
      ),
    });
    renderRoute('/staff/inbox');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 15_000 });
    expect(within(list).getAllByRole('article')).toHaveLength(20);
    expect(within(list).queryByRole('heading', { name: 'Sender 20' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    expect(await within(list).findByRole('heading', { name: 'Sender 20' })).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('says why the messages could not be read, and Retry reads them again', async () => {
    await testBackend.store.seed({ messages: [message('message-new', 5)] });
    testBackend.server.use(
      http.post(
        /\/documents:runQuery$/,
        () =>
          HttpResponse.json(
            { error: { code: 403, status: 'PERMISSION_DENIED', message: 'Missing permissions' } },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    renderRoute('/staff/inbox');
    const alert = await screen.findByRole('alert', undefined, { timeout: 15_000 });
    expect(alert).toHaveTextContent('You are not allowed to do that.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Messages' })).toBeInTheDocument());
  });
});
