import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { categoryTree } from '@/settings/shop-settings';
import { categoryPictures, categoryTilesSprite, categoryTilesSvg } from './category-pictures';

const publicFolder = join(import.meta.dirname, '..', '..', '..', 'public');
const productPicture = (picture: string) =>
  readFileSync(join(publicFolder, 'products', `${picture}.svg`), 'utf8');

test('every category has its own picture among the catalog’s', () => {
  for (const { name } of categoryTree) {
    const picture = categoryPictures[name];
    expect(picture, name).toBeDefined();
    expect(existsSync(join(publicFolder, 'products', `${picture}.svg`)), picture).toBe(true);
  }
});

test('the tiles’ sprite holds today’s pictures (regenerate it with npm run images)', () => {
  const sprite = readFileSync(join(publicFolder, categoryTilesSprite), 'utf8');
  expect(sprite).toBe(categoryTilesSvg(productPicture));
  for (const picture of Object.values(categoryPictures)) {
    expect(sprite).toContain(`<symbol id="${picture}" viewBox="0 0 600 750">`);
  }
});
