import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testBackend } from '../../mocks/vitest/node-setup';
import { kenyanPhoneMessage } from '@model/kenyan-phone';
import { shop } from '@/settings/shop-settings';
import { renderRoute } from '@testing/helpers/render-route';
import { expectNoAxeViolations } from '@testing/helpers/axe';
import { plainEmailMessage } from './contact-form';

/** Pages compile on first use and writes reach the emulator: slow on a busy machine. */
const slowMachine = { timeout: 5000 };

interface Form {
  Name: string;
  Email: string;
  Phone: string;
  Message: string;
}

const achieng: Form = {
  Name: 'Achieng Otieno',
  Email: 'achieng@example.com',
  Phone: '0712 345 678',
  Message: 'Do you have the Ankara wrap dress in size 14?',
};

async function fillIn(form: Partial<Form>) {
  await screen.findByLabelText('Name', {}, slowMachine);
  for (const [label, value] of Object.entries(form)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
}

const sendMessage = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function savedMessages() {
  return (await testBackend.store.list('messages')).map((document) => document.fields);
}

describe('/contact', () => {
  it("shows the shop's phone, e-mail, WhatsApp, address and opening hours from settings", async () => {
    renderRoute('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }, slowMachine),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(`Contact us | ${shop.name}`));
    const ways = within(screen.getByRole('region', { name: 'Call, chat or visit' }));
    expect(ways.getByRole('link', { name: shop.phone })).toHaveAttribute(
      'href',
      `tel:+${shop.phoneDigits}`,
    );
    expect(ways.getByRole('link', { name: shop.email })).toHaveAttribute(
      'href',
      `mailto:${shop.email}`,
    );
    const whatsapp = ways.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toMatch(new RegExp(`^https://wa.me/${shop.phoneDigits}`));
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(ways.getByText(shop.address)).toBeInTheDocument();
    for (const hours of shop.openingHours) expect(ways.getByText(hours)).toBeInTheDocument();
  });

  it('offers Name, Email, Phone and Message, and Send message', async () => {
    renderRoute('/contact');
    for (const label of ['Name', 'Email', 'Phone', 'Message']) {
      expect(await screen.findByLabelText(label, {}, slowMachine)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Send message' })).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      '0 of 2,000 characters, at least 10.',
    );
  });

  it('counts the characters of the message as it is typed', async () => {
    renderRoute('/contact');
    await fillIn({ Message: 'Habari yako' });
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      '11 of 2,000 characters, at least 10.',
    );
  });

  it('saves a valid message to messages, then thanks the shopper, focus on the thanks', async () => {
    renderRoute('/contact');
    await fillIn(achieng);
    await sendMessage();
    const thanks = await screen.findByRole(
      'heading',
      { name: 'Thank you, Achieng Otieno!' },
      slowMachine,
    );
    expect(thanks).toHaveFocus();
    expect(await savedMessages()).toEqual([
      {
        name: { stringValue: 'Achieng Otieno' },
        email: { stringValue: 'achieng@example.com' },
        phone: { stringValue: '+254712345678' },
        message: { stringValue: achieng.Message },
        createdAt: { timestampValue: expect.any(String) },
      },
    ]);
  });

  it('saves no phone as null', async () => {
    renderRoute('/contact');
    await fillIn({ ...achieng, Phone: '' });
    await sendMessage();
    await screen.findByRole('heading', { name: /Thank you/ }, slowMachine);
    expect((await savedMessages())[0]?.phone).toEqual({ nullValue: null });
  });

  it('shows each error by its field, announced, focus on the first, and saves nothing', async () => {
    renderRoute('/contact');
    await fillIn({ Email: 'achieng@example', Phone: '0212 345 678', Message: 'Hi there' });
    await sendMessage();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      expect.stringContaining(kenyanPhoneMessage),
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      expect.stringContaining('Write at least 10 characters, so we can help.'),
    );
    expect(screen.getAllByRole('alert').filter((alert) => alert.textContent)).toHaveLength(4);
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('achieng@example');
    expect(await savedMessages()).toEqual([]);
  });

  it('takes only a plain e-mail address: no spaces, ? or &, saying so by the field', async () => {
    renderRoute('/contact');
    await fillIn({ ...achieng, Email: 'achieng@example.com?cc=all@example.com' });
    await sendMessage();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription(plainEmailMessage);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('achieng@example.com?cc=all@example.com');
    await expectNoAxeViolations();
    expect(await savedMessages()).toEqual([]);
  });

  it('keeps the message when the write fails, and Retry saves it exactly once', async () => {
    testBackend.scenario.set('write-error');
    renderRoute('/contact');
    await fillIn(achieng);
    await sendMessage();
    const failure = (
      await screen.findByText(/Your message is still here/, {}, slowMachine)
    ).closest('[role="alert"]');
    expect(failure).toHaveTextContent('Our shop is not answering right now.');
    expect(screen.getByLabelText('Message')).toHaveValue(achieng.Message);
    expect(screen.getByLabelText('Name')).toHaveValue(achieng.Name);
    expect(await savedMessages()).toEqual([]);

    testBackend.scenario.set('default');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Thank you/ }, slowMachine)).toHaveFocus();
    expect(await savedMessages()).toHaveLength(1);
  });

  it('sends once however often Send message is pressed while sending', async () => {
    testBackend.scenario.set('slow');
    renderRoute('/contact');
    await fillIn(achieng);
    await sendMessage();
    expect(await screen.findByText('Sending your message…')).toHaveAttribute('role', 'status');
    await sendMessage();
    await sendMessage();
    await screen.findByRole('heading', { name: /Thank you/ }, { timeout: 8000 });
    expect(await savedMessages()).toHaveLength(1);
  });

  it('offers an empty form again for another message, the cursor in Name', async () => {
    renderRoute('/contact');
    await fillIn(achieng);
    await sendMessage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Send another message' }, slowMachine),
    );
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });
});
