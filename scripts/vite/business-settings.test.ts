import { describe, expect, it } from 'vitest';
import { businessSettingsChecked } from './business-settings';

const configResolved = (env: Record<string, string>) => () =>
  (businessSettingsChecked().configResolved as (config: { env: object }) => void)({ env });

describe('a build for the production backend', () => {
  it('stops without the KRA PIN and the registered name, saying what to set', () => {
    expect(configResolved({ VITE_BACKEND: 'production' })).toThrow(
      /Set VITE_SHOP_KRA_PIN[^\n]*\n- Set VITE_SHOP_LEGAL_NAME/,
    );
    expect(
      configResolved({
        VITE_BACKEND: 'production',
        VITE_SHOP_KRA_PIN: 'P05123456X',
        VITE_SHOP_LEGAL_NAME: 'Mtindo Fashions Ltd',
      }),
    ).toThrow(/not a KRA PIN/);
  });

  it('goes ahead with them set, and a local build needs none', () => {
    expect(
      configResolved({
        VITE_BACKEND: 'production',
        VITE_SHOP_KRA_PIN: 'p051234567x',
        VITE_SHOP_LEGAL_NAME: 'Mtindo Fashions Ltd',
      }),
    ).not.toThrow();
    expect(configResolved({})).not.toThrow();
  });
});
