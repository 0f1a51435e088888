import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { rememberFirstName, rememberSession } from '@/account/account-hint';
import { AccountEntry } from './AccountEntry';

const wanjiku = { uid: 'shopper-uid', email: 'shopper@example.com', displayName: 'Wanjiku Kamau' };

function renderEntry() {
  render(
    <MemoryRouter>
      <AccountEntry>Account</AccountEntry>
    </MemoryRouter>,
  );
  return () => screen.getByRole('link', { name: 'Account' });
}

describe('the header’s Account entry', () => {
  it('is a link to /account named Account when nobody is signed in', () => {
    const entry = renderEntry();
    expect(entry()).toHaveAccessibleName('Account');
    expect(entry()).toHaveAttribute('href', '/account');
    expect(entry()).toHaveAttribute('data-signed-in', 'false');
  });

  it('says who is signed in once an account page has learnt it', () => {
    const entry = renderEntry();
    act(() => rememberSession(wanjiku));
    expect(entry()).toHaveAccessibleDescription('Signed in as Wanjiku');
    expect(entry()).toHaveAttribute('data-signed-in', 'true');
  });

  it('greets by the Users record’s first name once the guard found it', () => {
    const entry = renderEntry();
    act(() => rememberSession({ ...wanjiku, displayName: null }));
    expect(entry()).toHaveAccessibleDescription('Signed in');
    act(() => rememberFirstName('shopper-uid', 'Wanjiku'));
    expect(entry()).toHaveAccessibleDescription('Signed in as Wanjiku');
    act(() => rememberSession({ ...wanjiku, displayName: null }));
    expect(entry()).toHaveAccessibleDescription('Signed in as Wanjiku');
  });

  it('goes back to Account on sign-out', () => {
    const entry = renderEntry();
    act(() => rememberSession(wanjiku));
    act(() => rememberSession(null));
    expect(entry()).toHaveAccessibleName('Account');
    expect(entry()).not.toHaveAttribute('aria-describedby');
    expect(localStorage.getItem('accountHint')).toBeNull();
  });

  it('follows another tab', () => {
    const entry = renderEntry();
    act(() => {
      const newValue = JSON.stringify({ uid: 'shopper-uid', firstName: 'Wanjiku' });
      localStorage.setItem('accountHint', newValue);
      window.dispatchEvent(new StorageEvent('storage', { key: 'accountHint', newValue }));
    });
    expect(entry()).toHaveAccessibleDescription('Signed in as Wanjiku');
  });

  it.each(['not json', '[]', '{"uid": 7}', '{"firstName": "Wanjiku"}', 'null'])(
    'reads %j in storage as signed out',
    (stored) => {
      localStorage.setItem('accountHint', stored);
      expect(renderEntry()()).toHaveAccessibleName('Account');
    },
  );
});
