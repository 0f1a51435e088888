/** One flat product illustration: a soft background, the item in its colour, a subtle shadow. */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import { accessories } from './accessories';
import { bags } from './bags';
import { bottoms } from './bottoms';
import { footwear } from './footwear';
import { outerwear } from './outerwear';
import { paintFor } from './paint';
import type { Draw } from './svg';
import { tops } from './tops';

/** Every kind the catalog uses has a drawing: the type checker holds this record complete. */
const drawings: Record<ArtKind, Draw> = {
  ...tops,
  ...bottoms,
  ...outerwear,
  ...footwear,
  ...bags,
  ...accessories,
};

/** The SVG for an item of the given kind in the given colour (a hex value). */
export function drawProduct(art: ArtKind, colour: string): string {
  const paint = paintFor(colour);
  const { body, ground, spread } = drawings[art](paint);
  const background = paint.pale ? '#e4ded4' : '#f3efe8';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">' +
    `<rect width="600" height="750" fill="${background}"/>` +
    '<circle cx="300" cy="360" r="250" fill="#fff" opacity=".35"/>' +
    `<ellipse cx="300" cy="${ground + 14}" rx="${spread}" ry="16" fill="#000" opacity=".09"/>` +
    body +
    '</svg>'
  );
}
