import { useEffect, useRef, type FormEvent } from 'react';
import { orderFindHint } from '../../../machines/staff-orders/order-find';
import type { OrderList } from './use-order-list';
import staff from '../ui/staff.module.css';

/** `Find an order`: an order number or a customer's phone (../shared/QA-CONTRACT.md). */
export function OrderFindForm({ list }: { list: OrderList }) {
  const input = useRef<HTMLInputElement>(null);
  // Show all orders empties the field with the search.
  useEffect(() => {
    if (!list.isFinding && input.current) input.current.value = '';
  }, [list.isFinding]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.find(input.current?.value ?? '');
  };
  return (
    <form role="search" aria-label="Orders" className={staff.find} onSubmit={submit} noValidate>
      <label htmlFor="order-find" className={staff.label}>
        Find an order
      </label>
      <p id="order-find-hint" className={staff.hint}>
        Order number or phone
      </p>
      <div className={staff.findRow}>
        <input
          ref={input}
          id="order-find"
          type="search"
          inputMode="search"
          autoComplete="off"
          defaultValue={list.findText}
          className={staff.findInput}
          aria-describedby={
            list.findRefused ? 'order-find-hint order-find-error' : 'order-find-hint'
          }
          aria-invalid={list.findRefused || undefined}
        />
        <button type="submit" className={staff.primary}>
          Find
        </button>
      </div>
      {list.findRefused ? (
        <p id="order-find-error" role="alert" className={staff.error}>
          {orderFindHint}
        </p>
      ) : null}
    </form>
  );
}
