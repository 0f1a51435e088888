/**
 * One illustration per category tile, from the catalog's own pictures (public/products/). The
 * tiles draw them from one sprite, public/category-tiles.svg, written by
 * `npm run images` (scripts/generate-product-images.ts): one download instead of ten.
 */
export const categoryPictures: Record<string, string> = {
  Ladies: 'dress-coral',
  Men: 'shirt-light-blue',
  Girls: 'dress-pink',
  Boys: 'tshirt-grey',
  Kids: 'onesie-light-blue',
  Shoes: 'sneaker-black',
  Bags: 'handbag-tan',
  Accessories: 'hat-beige',
  Sportswear: 'yoga-set-maroon',
  Outerwear: 'coat-camel',
};

export const fallbackPicture = 'tshirt-grey';

export const categoryTilesSprite = '/category-tiles.svg';

/** The sprite's symbols: each product picture's drawing, under the picture's name. */
export function categoryTilesSvg(drawing: (picture: string) => string): string {
  const pictures = [...new Set([...Object.values(categoryPictures), fallbackPicture])].sort();
  const symbols = pictures.map((picture) => {
    const svg = drawing(picture);
    const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1];
    const inner = /^<svg[^>]*>([\s\S]*)<\/svg>\s*$/.exec(svg)?.[1];
    if (!viewBox || inner === undefined) throw new Error(`${picture} is not a single <svg>`);
    return `<symbol id="${picture}" viewBox="${viewBox}">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
