/** Tiny builders for compact SVG markup. */
import type { Paint } from './paint';

/** A filled shape in any colour, outlined in the dark shade. */
export function filled(paint: Paint, colour: string, d: string): string {
  return `<path d="${d}" fill="${colour}" stroke="${paint.dark}" stroke-width="4" stroke-linejoin="round"/>`;
}

/** An open line: seams, hems, straps; dashed for stitching. */
export function stroke(colour: string, d: string, width = 4, dashed = false): string {
  const dash = dashed ? ' stroke-dasharray="8 7"' : '';
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round"${dash}/>`;
}

/** A handle or strap: `width` wide in the dark shade, the product colour `inner` wide along it. */
export function strap(paint: Paint, d: string, width: number, inner: number): string {
  return stroke(paint.dark, d, width) + stroke(paint.fill, d, inner);
}

/** A strap bent into a circle (a coiled belt), drawn the same way. */
export function hoop(
  paint: Paint,
  [x, y]: readonly [number, number],
  radius: number,
  width: number,
  inner: number,
): string {
  const ring = (colour: string, ringWidth: number) =>
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${colour}" stroke-width="${ringWidth}"/>`;
  return ring(paint.dark, width) + ring(paint.fill, inner);
}

export function dot(colour: string, x: number, y: number, radius: number): string {
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${colour}"/>`;
}

/** Draws the markup clipped to a path (colour blocks and quilting that stay inside a garment). */
export function clipped(id: string, d: string, inner: string): string {
  return `<clipPath id="${id}"><path d="${d}"/></clipPath><g clip-path="url(#${id})">${inner}</g>`;
}
