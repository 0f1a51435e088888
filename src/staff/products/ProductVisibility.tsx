import { Link } from 'react-router-dom';
import type { ProductFormBinding } from './use-product-form';
import staff from '../ui/staff.module.css';
import styles from './Products.module.css';

const unitsLabel = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

/** Whether shoppers see the product, the button that changes it, and where its units are kept. */
export function ProductVisibility({ form }: { form: ProductFormBinding }) {
  const { hidden, visibilityStatus, productId } = form;
  const changing = visibilityStatus !== 'idle';
  // Hiding waits for a save on its way, as the machine does: one change at a time.
  const waiting = changing || form.formStatus === 'saving';
  return (
    <section className={styles.card} aria-labelledby="visibility-heading">
      <h2 id="visibility-heading" className={staff.subheading}>
        In the shop
      </h2>
      <p>
        {hidden
          ? 'Hidden: shoppers cannot find it, and its page says it is no longer available.'
          : 'Shown: in the shop’s listings and search.'}
      </p>
      <button
        type="button"
        className={styles.secondary}
        aria-disabled={waiting || undefined}
        onClick={() => {
          if (waiting) return;
          if (hidden) form.show();
          else form.hide();
        }}
      >
        {hidden ? 'Show in shop' : 'Hide from shop'}
      </button>
      <p role="status" className={staff.status}>
        {visibilityStatus === 'hiding'
          ? 'Hiding…'
          : visibilityStatus === 'showing'
            ? 'Showing…'
            : ''}
      </p>
      {form.visibilityFailureMessage ? (
        <p role="alert" className={staff.failure}>
          {form.visibilityFailureMessage} The product is still {hidden ? 'hidden' : 'shown'}.
        </p>
      ) : null}
      <p>
        {unitsLabel(form.stock)} in stock.{' '}
        <Link to={`/staff/stock/${productId}`}>Change units on the Stock page</Link>
      </p>
    </section>
  );
}
