import { describe, expect, it } from 'vitest';
import { counties } from './counties';

describe('counties', () => {
  it('lists all 47 counties of Kenya once each', () => {
    expect(counties).toHaveLength(47);
    expect(new Set(counties.map((c) => c.toLowerCase())).size).toBe(47);
  });

  it('names the big towns’ counties as shoppers know them', () => {
    for (const county of ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Uasin Gishu', 'Kiambu']) {
      expect(counties).toContain(county);
    }
  });
});
