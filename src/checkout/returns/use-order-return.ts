import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { OrderView } from '@model/order/view';
import type { ReturnReason, ReturnWish } from '@model/return/return';
import type { ReturnView } from '@model/return/request';
import { orderReturnMachine } from '../../../machines/order-return/order-return.machine';
import {
  exchangeChoicesAt,
  failure,
  isFormOpen,
  isSending,
  refusal,
  returnSent,
  shownProblems,
  stockReading,
} from '../../../machines/order-return/selectors';
import type {
  ReturnableLine,
  SendOutcome,
  StockByProduct,
} from '../../../machines/order-return/types';
import { getProduct } from '@/catalog/data/products';
import { DataError, failureMessage } from '@/data/data-error';
import { newReturnId, requestReturn } from '../data/returns';
import { readOrderAccess } from '../order-access-storage';

/** The server's refusal is the form's to show in its words; anything else is a failure. */
async function sendReturn(request: Parameters<typeof requestReturn>[0]): Promise<SendOutcome> {
  try {
    return { outcome: 'sent', sent: await requestReturn(request) };
  } catch (error) {
    if (error instanceof DataError && error.kind === 'refused') {
      return { outcome: 'refused', message: error.message };
    }
    throw error;
  }
}

/** Each product's sizes, colours and stock as the product page reads them; null: gone or hidden. */
async function readStock(productIds: string[]): Promise<StockByProduct> {
  const read = await Promise.all(productIds.map((id) => getProduct(id)));
  return Object.fromEntries(
    productIds.map((id, index) => {
      const product = read[index];
      return [id, product && !product.hidden ? product : null];
    }),
  );
}

/** The order's lines with units still free to return, named by their place in the order. */
export function returnableLines(order: OrderView): ReturnableLine[] {
  const free = order.returns?.returnable ?? [];
  return order.lines
    .map((line, index) => ({
      line: index,
      productId: line.id,
      productName: line.productName,
      size: line.size,
      colour: line.colour,
      returnable: free[index] ?? 0,
    }))
    .filter((line) => line.returnable > 0);
}

/**
 * The return form of this order, its state selected narrowly and its named events. `onSent` hears
 * of the return once the server took it (the page reads the order again).
 */
export function useOrderReturn(order: OrderView, onSent: (sent: ReturnView) => void) {
  const [logic] = useState(() =>
    orderReturnMachine.provide({
      actors: {
        requestReturn: fromPromise(({ input }) => sendReturn(input)),
        readStock: fromPromise(({ input }) => readStock(input)),
      },
    }),
  );
  const actor = useActorRef(logic, {
    input: {
      orderId: order.id,
      accessToken: readOrderAccess(order.id)?.accessToken ?? null,
      lines: returnableLines(order),
      newReturnId,
    },
  });
  const sentReturn = useSelector(actor, returnSent);
  useEffect(() => {
    if (sentReturn) onSent(sentReturn);
  }, [sentReturn, onSent]);
  const senders = useMemo(
    () => ({
      open: () => actor.send({ type: 'return.open' }),
      close: () => actor.send({ type: 'return.close' }),
      choose: (line: number, chosen: boolean) =>
        actor.send({ type: 'return.choose', line, chosen }),
      setQuantity: (line: number, quantity: number) =>
        actor.send({ type: 'return.setQuantity', line, quantity }),
      setReason: (line: number, reason: ReturnReason | null) =>
        actor.send({ type: 'return.setReason', line, reason }),
      setWish: (wish: ReturnWish) => actor.send({ type: 'return.setWish', wish }),
      setSize: (line: number, size: string | null) =>
        actor.send({ type: 'return.setSize', line, size }),
      setColour: (line: number, colour: string | null) =>
        actor.send({ type: 'return.setColour', line, colour }),
      send: () => actor.send({ type: 'return.send' }),
      checkStock: () => actor.send({ type: 'return.checkStock' }),
    }),
    [actor],
  );
  return {
    actor,
    formOpen: useSelector(actor, isFormOpen),
    sending: useSelector(actor, isSending),
    /** The return was taken: the form closed for it. */
    sent: sentReturn !== null,
    lines: useSelector(actor, (snapshot) => snapshot.context.lines),
    choices: useSelector(actor, (snapshot) => snapshot.context.choices),
    wish: useSelector(actor, (snapshot) => snapshot.context.wish),
    stock: useSelector(actor, stockReading),
    problems: useSelector(actor, shownProblems, sameProblems),
    stoppedSends: useSelector(actor, (snapshot) => snapshot.context.stoppedSends),
    refusal: useSelector(actor, refusal),
    failureMessage: failureMessage(useSelector(actor, failure)),
    ...senders,
  };
}

const sameProblems = (a: readonly { message: string }[], b: readonly { message: string }[]) =>
  a.length === b.length && a.every((problem, index) => problem.message === b[index]!.message);

export type OrderReturnBinding = ReturnType<typeof useOrderReturn>;

const sameList = (a: readonly string[] | null, b: readonly string[] | null) =>
  a === b || (a !== null && b !== null && a.join('\n') === b.join('\n'));

/** The sizes and colours an exchange of the form's line at `index` may ask for now. */
export function useExchangeChoices(actor: OrderReturnBinding['actor'], index: number) {
  return useSelector(
    actor,
    (snapshot) => exchangeChoicesAt(snapshot, index),
    (a, b) =>
      a.soldOut === b.soldOut && sameList(a.sizes, b.sizes) && sameList(a.colours, b.colours),
  );
}
