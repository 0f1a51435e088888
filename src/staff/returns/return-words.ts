/** How the back office words a return and what became of its moves (../shared/QA-CONTRACT.md). */
import type { ReturnMove, ReturnWish } from '@model/return/return';
import type { ReturnViewLine } from '@model/return/request';

/** Each move's button, and its dialog's title and confirming button. */
export const moveLabels: Record<ReturnMove, string> = {
  approve: 'Approve',
  refuse: 'Refuse',
  receive: 'Mark as received',
  refund: 'Refund',
  'send-exchange': 'Send exchange',
};

/** What the return says once a move is made. */
export const movedMessages: Record<ReturnMove, string> = {
  approve: 'Return approved.',
  refuse: 'Return refused.',
  receive: 'Marked as received.',
  refund: 'Refund started: its money is shown below.',
  'send-exchange': 'Exchange order made: it is packed and sent like any other.',
};

/** What a one-press move that could not be sent says, before its Retry. */
export const moveFailedMessages: Record<ReturnMove, string> = {
  approve: 'The return could not be approved.',
  refuse: 'The return could not be refused.',
  receive: 'The return could not be marked as received.',
  refund: 'The refund could not be started.',
  'send-exchange': 'The exchange could not be sent.',
};

/** What the shopper wants for the items. */
export const wishLabels: Record<ReturnWish, string> = {
  refund: 'Refund',
  exchange: 'Exchange',
};

export const noOpenReturns = 'No return is waiting: every return has been dealt with.';

/** A returned line's product, with its size and colour where it has them. */
export const lineName = (line: Pick<ReturnViewLine, 'productName' | 'size' | 'colour'>): string =>
  [line.productName || 'Unknown product', line.size, line.colour].filter(Boolean).join(', ');

/** What an exchange wants instead of the line as bought. */
export function wantedInstead(exchange: NonNullable<ReturnViewLine['exchange']>): string {
  const wanted = [
    exchange.size ? `size ${exchange.size}` : null,
    exchange.colour ? `colour ${exchange.colour}` : null,
  ].filter(Boolean);
  return wanted.length ? `Wants ${wanted.join(', ')} instead` : 'Wants the same again';
}

/** How many units came back, all lines together. */
export const unitsOf = (lines: readonly { quantity: number }[]): number =>
  lines.reduce((sum, line) => sum + line.quantity, 0);
