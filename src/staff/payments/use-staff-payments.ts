import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { paymentsMachine } from '../../../machines/staff-payments/payments.machine';
import * as payments from '../../../machines/staff-payments/selectors';
import { nairobiDay } from '@model/payment/payments-day';
import { logToConsole } from '@/account/use-session';
import { usePagedList } from '../ui/use-paged-list';
import { listPaymentsDay } from '../data/payments';

/** The Payments page's day, its totals and its payments, selected narrowly, and their events. */
export function useStaffPayments() {
  // Today in Nairobi, whatever the phone's own time zone says.
  const [today] = useState(() => nairobiDay(new Date()));
  const [logic] = useState(() =>
    paymentsMachine.provide({
      actors: { listPayments: fromPromise(({ input }) => listPaymentsDay(input)) },
      actions: { log: (_, entry) => logToConsole(entry) },
    }),
  );
  const actor = useActorRef(logic, { input: { day: today } });
  const senders = useMemo(
    () => ({
      chooseDay: (day: string) => actor.send({ type: 'payments.chooseDay', day }),
      more: () => actor.send({ type: 'payments.more' }),
      retry: () => actor.send({ type: 'payments.retry' }),
    }),
    [actor],
  );
  return {
    today,
    day: useSelector(actor, payments.day),
    totals: useSelector(actor, payments.totals),
    chooseDay: senders.chooseDay,
    list: usePagedList(actor, payments.list, senders),
  };
}

export type StaffPayments = ReturnType<typeof useStaffPayments>;
