import { describe, expect, it } from 'vitest';
import { businessSettingsFrom, businessSettingsProblems } from './shop-config';

describe('the shop’s business settings', () => {
  it('read the legal name, KRA PIN, address and VAT rate, with the shop’s own as defaults', () => {
    expect(businessSettingsFrom({})).toEqual({
      legalName: 'Mtindo',
      kraPin: null,
      address: 'Banda Street, near Jamia Mosque, Nairobi CBD, Kenya',
      vatRatePercent: 16,
    });
    expect(
      businessSettingsFrom({
        VITE_SHOP_LEGAL_NAME: ' Mtindo Fashions Ltd ',
        VITE_SHOP_KRA_PIN: ' p051234567x ',
        VITE_SHOP_ADDRESS: 'Moi Avenue, Nairobi',
        VITE_VAT_RATE: '8',
      }),
    ).toEqual({
      legalName: 'Mtindo Fashions Ltd',
      kraPin: 'P051234567X',
      address: 'Moi Avenue, Nairobi',
      vatRatePercent: 8,
    });
    expect(
      businessSettingsFrom({
        VITE_SHOP_LEGAL_ADDRESS: 'LR 209/123, Nairobi',
        VITE_VAT_RATE: '160',
      }),
    ).toMatchObject({ address: 'LR 209/123, Nairobi', vatRatePercent: 16 });
  });

  it('tell a production shop what it has yet to set, in the owner’s words', () => {
    expect(businessSettingsProblems({})).toEqual([
      'Set VITE_SHOP_KRA_PIN: receipts must carry the shop’s KRA PIN.',
      'Set VITE_SHOP_LEGAL_NAME: the registered name receipts are issued in.',
    ]);
    expect(
      businessSettingsProblems({
        VITE_SHOP_KRA_PIN: 'A12345678',
        VITE_SHOP_LEGAL_NAME: 'Mtindo Fashions Ltd',
        VITE_VAT_RATE: 'sixteen',
      }),
    ).toEqual([
      'VITE_SHOP_KRA_PIN is not a KRA PIN (a letter, nine digits, a letter): "A12345678".',
      'VITE_VAT_RATE must be a per cent from 0 to 100: "sixteen".',
    ]);
    expect(
      businessSettingsProblems({
        VITE_SHOP_KRA_PIN: 'P051234567X',
        VITE_SHOP_LEGAL_NAME: 'Mtindo Fashions Ltd',
        VITE_VAT_RATE: '16',
      }),
    ).toEqual([]);
  });
});
