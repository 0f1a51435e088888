/**
 * A return as stored, `orders/{orderId}/returns/{returnId}`, written by the server only
 * (functions/src/returns) and read leniently by whoever shows it: the shopper's order page (through
 * `getOrder`), the back office (src/staff/data) and the return callables' answers. A document
 * changed by hand still shows, with what can be read of it.
 */
import {
  amount,
  fieldsOf,
  fieldsOrNull,
  epoch,
  instantOrNull,
  isOneOf,
  listOf,
  text,
  textOrNull,
  wholeNumber,
} from '../stored/fields';
import type { ReceivedLine, ReturnView } from './request';
import { closedReturnSteps, returnReasons, returnSteps, type ReturnUnits } from './return';

/** An order's returns, under the order. */
export const returnsCollection = 'returns';

/** The refund record a return's money goes back through (model/payment/refunds.ts). */
export const returnRefundId = (returnId: string): string => `return-${returnId}`;

const choiceOf = (value: unknown) => {
  const fields = fieldsOrNull(value);
  return fields && { size: textOrNull(fields.size), colour: textOrNull(fields.colour) };
};

/**
 * A return from its stored document or a callable's answer: `instant` reads its times (a stored
 * timestamp by default; a callable answers ISO 8601 text).
 */
export function readReturn(
  id: string,
  data: unknown,
  instant: (value: unknown) => string | null = instantOrNull,
): ReturnView {
  const fields = fieldsOf(data);
  const step = isOneOf(returnSteps, fields.step) ? fields.step : 'requested';
  const refund = fieldsOrNull(fields.refund);
  const exchangeOrder = fieldsOrNull(fields.exchangeOrder);
  return {
    id,
    orderId: text(fields.orderId),
    orderNumber: text(fields.orderNumber) || text(fields.orderId),
    customerName: text(fields.customerName),
    step,
    wish: fields.wish === 'exchange' ? 'exchange' : 'refund',
    open: typeof fields.open === 'boolean' ? fields.open : !closedReturnSteps.includes(step),
    lines: listOf(fields.lines).map((value) => {
      const line = fieldsOf(value);
      return {
        line: wholeNumber(line.line),
        productId: text(line.productId),
        productName: text(line.productName),
        size: textOrNull(line.size),
        colour: textOrNull(line.colour),
        quantity: wholeNumber(line.quantity),
        reason: isOneOf(returnReasons, line.reason) ? line.reason : 'changed-my-mind',
        exchange: choiceOf(line.exchange),
      };
    }),
    refusal: textOrNull(fields.refusal),
    received: Array.isArray(fields.received)
      ? fields.received.map((value): ReceivedLine => {
          const line = fieldsOf(value);
          return {
            line: wholeNumber(line.line),
            resellable: wholeNumber(line.resellable),
            damaged: wholeNumber(line.damaged),
          };
        })
      : null,
    refund: refund && {
      id: text(refund.id),
      amount: amount(refund.amount),
      delivery: refund.delivery === true,
    },
    exchangeOrder: exchangeOrder && {
      id: text(exchangeOrder.id),
      number: text(exchangeOrder.number) || text(exchangeOrder.id),
    },
    requestedAt: instant(fields.requestedAt) ?? epoch,
    updatedAt: instant(fields.updatedAt) ?? instant(fields.requestedAt) ?? epoch,
  };
}

/** A stored return's step and lines, as counting units reads them; unreadable steps count. */
export const returnUnitsOf = (data: unknown): ReturnUnits => readReturn('', data);
