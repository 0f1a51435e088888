/** A price string in whole cents: sums of cents are exact where sums of shillings drift. */
export function priceInCents(price: string): number {
  return Math.round(Number(price) * 100);
}

/**
 * The sum of price times quantity, in whole cents: the one sum the cart, the checkout form and the
 * server's order (model/order/totals.ts) all take.
 */
export function linesInCents(lines: readonly { price: string; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + priceInCents(line.price) * line.quantity, 0);
}

/** What a reduction saves, in whole cents: the was price less the price, or none. */
export function savingInCents(price: string, wasPrice: string): number {
  return Math.max(0, priceInCents(wasPrice) - priceInCents(price));
}

/**
 * Prices as the QA contract (README, The local backend and the QA contract) shows them:
 * `KES 1,500`, decimals only where they are not zero. Written by hand so no browser locale can
 * change the digits or separators.
 */
export function formatKes(amount: string | number): string {
  const value =
    typeof amount === 'number'
      ? amount
      : /^-?\d+(\.\d+)?$/.test(amount.trim())
        ? Number(amount)
        : NaN;
  if (!Number.isFinite(value)) return 'KES —';
  const cents = Math.round(Math.abs(value) * 100);
  const shillings = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const remainder = cents % 100;
  const sign = value < 0 && cents > 0 ? '-' : '';
  return `KES ${sign}${shillings}${remainder ? `.${remainder.toString().padStart(2, '0')}` : ''}`;
}
