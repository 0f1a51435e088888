/**
 * What drawings.json holds, and the one painter that turns it into SVG. A drawing is a list of
 * layers painted in order, each in a tone: one of the product's shades or a fixed material.
 */
import { z } from 'zod';
import { artKinds } from '../../mocks/backend/fixtures/catalog';
import type { Paint } from './paint';
import { clipped, dot, filled, hoop, strap, stroke } from './svg';

const material = z.enum(['brass', 'denim-stitch', 'steel', 'rubber']);

/** Colours that stay the same whatever the product's colour. */
const materials: Record<z.infer<typeof material>, string> = {
  brass: '#c9a44c',
  'denim-stitch': '#d9a52b',
  steel: '#6d6f75',
  rubber: '#34353a',
};

/** The shades of Paint, `sole` for shoe soles, or a material. */
const tone = z.enum(['fill', 'dark', 'light', 'trim', 'sole']).or(material);
type Tone = z.infer<typeof tone>;

const point = z.tuple([z.number(), z.number()]);

/** A closed path in a tone, outlined in the dark shade; `inside` is drawn clipped to it. */
const shapeLayer = z.object({
  kind: z.literal('shape'),
  tone,
  d: z.string(),
  get inside() {
    return z.object({ id: z.string(), layers: z.array(layer) }).optional();
  },
});

/** An open line: seams, hems, straps; dashed for stitching. */
const lineLayer = z.object({
  kind: z.literal('line'),
  tone,
  width: z.number(),
  dashed: z.boolean().optional(),
  d: z.string(),
});

/** A handle or strap: `width` wide in the dark shade, the product colour `inner` wide along it. */
const strapLayer = z.object({
  kind: z.literal('strap'),
  width: z.number(),
  inner: z.number(),
  d: z.string(),
});

/** A strap bent into a circle around `at`. */
const hoopLayer = z.object({
  kind: z.literal('hoop'),
  at: point,
  radius: z.number(),
  width: z.number(),
  inner: z.number(),
});

/** Round dots of one tone and size: buttons, rivets, wheels. */
const dotsLayer = z.object({
  kind: z.literal('dots'),
  tone,
  radius: z.number(),
  at: z.array(point),
});

/** One of the shared parts, placed by an SVG transform. */
const partLayer = z.object({
  kind: z.literal('part'),
  name: z.string(),
  transform: z.string(),
});

const layer = z.discriminatedUnion('kind', [
  shapeLayer,
  lineLayer,
  strapLayer,
  hoopLayer,
  dotsLayer,
  partLayer,
]);
type Layer = z.infer<typeof layer>;

/** `parts`: layers more than one drawing uses; `drawings`: one for every art kind. */
export const art = z.object({
  parts: z.record(z.string(), z.array(layer)),
  drawings: z.record(
    z.enum(artKinds),
    z.object({
      /** The y of the ground the item stands or hangs above. */
      ground: z.number(),
      /** The half-width of the shadow. */
      spread: z.number(),
      layers: z.array(layer),
    }),
  ),
});
type Parts = z.infer<typeof art>['parts'];

function colourOf(tone: Tone, paint: Paint): string {
  switch (tone) {
    case 'fill':
    case 'dark':
    case 'light':
    case 'trim':
      return paint[tone];
    case 'sole':
      // Off-white under dark shoes, grey under pale ones, so the sole stands out from the upper.
      return paint.pale ? '#cfc9bf' : '#f4f2ec';
    default:
      return materials[tone];
  }
}

/** The SVG markup of the layers in the given paint. */
export function paintLayers(layers: readonly Layer[], paint: Paint, parts: Parts): string {
  return layers.map((one) => paintLayer(one, paint, parts)).join('');
}

function paintLayer(layer: Layer, paint: Paint, parts: Parts): string {
  switch (layer.kind) {
    case 'shape': {
      const { inside } = layer;
      const outline = filled(paint, colourOf(layer.tone, paint), layer.d);
      if (!inside) return outline;
      return outline + clipped(inside.id, layer.d, paintLayers(inside.layers, paint, parts));
    }
    case 'line':
      return stroke(colourOf(layer.tone, paint), layer.d, layer.width, layer.dashed);
    case 'strap':
      return strap(paint, layer.d, layer.width, layer.inner);
    case 'hoop':
      return hoop(paint, layer.at, layer.radius, layer.width, layer.inner);
    case 'dots':
      return layer.at
        .map(([x, y]) => dot(colourOf(layer.tone, paint), x, y, layer.radius))
        .join('');
    case 'part': {
      const part = parts[layer.name];
      if (!part) throw new Error(`drawings.json has no part "${layer.name}"`);
      return `<g transform="${layer.transform}">${paintLayers(part, paint, parts)}</g>`;
    }
  }
}
