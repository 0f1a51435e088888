import type { ProductImage } from '@model/catalog/product';

/** "Mustard Yellow" → "mustard-yellow", as image files are named. */
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function fileName(url: string): string {
  const last = url.split(/[?#]/)[0]!.split('/').at(-1) ?? '';
  return slug(last.replace(/\.[a-z0-9]+$/i, ''));
}

/**
 * Which image shows each colour: the first staff marked with it in the product form, else the one
 * named after it ("… – Blue"), else the one whose file is ("…-blue.svg"), else the one at the
 * colour's place, since the catalog lists one picture per colour in the colours' order. A photo
 * staff marked shows its colour only. A colour with none of these has no image of its own.
 */
export function imagesByColour(
  images: readonly ProductImage[],
  colours: readonly string[],
): Record<string, number> {
  const found: Record<string, number> = {};
  colours.forEach((colour, place) => {
    const wanted = slug(colour);
    // A photo staff marked shows that colour only.
    const unmarked = (image: ProductImage) => image.colour === undefined;
    const marked = images.findIndex((image) => image.colour === colour);
    const byName = images.findIndex(
      (image) => unmarked(image) && slug(image.name).endsWith(`-${wanted}`),
    );
    const byFile = images.findIndex((image) => {
      const file = fileName(image.downloadURL);
      return unmarked(image) && (file === wanted || file.endsWith(`-${wanted}`));
    });
    const atPlace = images[place] && unmarked(images[place]) ? place : -1;
    const index = [marked, byName, byFile, atPlace].find((candidate) => candidate >= 0) ?? -1;
    if (index >= 0 && index < images.length) found[colour] = index;
  });
  return found;
}
