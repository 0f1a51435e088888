/** The shades an illustration is drawn with, all derived from the product's colour. */
export interface Paint {
  /** The product's colour. */
  fill: string;
  /** Outlines, seams and shadows: the colour darkened. */
  dark: string;
  /** Highlights and linings: the colour lightened. */
  light: string;
  /** A contrasting detail colour (stripes, soles, stitching) that reads on this fill. */
  trim: string;
  /** Whether the fill is pale, so the background must be a little darker to frame it. */
  pale: boolean;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([red, green, blue]: readonly number[]): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(channel ?? 0)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Moves each channel towards black (negative amount) or white (positive). */
function mix(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  return toHex(channels(hex).map((channel) => channel + (target - channel) * Math.abs(amount)));
}

function luminance(hex: string): number {
  const [red, green, blue] = channels(hex);
  return (0.2126 * red + 0.7152 * green + 0.0722 * blue) / 255;
}

export function paintFor(fill: string): Paint {
  const pale = luminance(fill) > 0.78;
  return {
    fill,
    dark: mix(fill, pale ? -0.3 : -0.35),
    light: mix(fill, 0.28),
    trim: luminance(fill) > 0.55 ? '#3a3a3e' : '#f5f3ee',
    pale,
  };
}
