/** One flat product illustration: a soft background, the item in its colour, a subtle shadow. */
import type { ArtKind } from '../../mocks/backend/fixtures/catalog';
import data from './drawings.json';
import { art, paintLayers } from './layers';
import { paintFor } from './paint';

/** The type checker holds the drawings complete too: every kind the catalog uses has one. */
const { parts, drawings } = art.parse(data satisfies { drawings: Record<ArtKind, unknown> });

/** The SVG for an item of the given kind in the given colour (a hex value). */
export function drawProduct(kind: ArtKind, colour: string): string {
  const paint = paintFor(colour);
  const { layers, ground, spread } = drawings[kind];
  const background = paint.pale ? '#e4ded4' : '#f3efe8';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750" viewBox="0 0 600 750">' +
    `<rect width="600" height="750" fill="${background}"/>` +
    '<circle cx="300" cy="360" r="250" fill="#fff" opacity=".35"/>' +
    `<ellipse cx="300" cy="${ground + 14}" rx="${spread}" ry="16" fill="#000" opacity=".09"/>` +
    paintLayers(layers, paint, parts) +
    '</svg>'
  );
}
