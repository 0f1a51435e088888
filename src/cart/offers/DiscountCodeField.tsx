import { useId, useState } from 'react';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { useCartOffers, type CartOffersView } from './use-cart-offers';
import styles from './Offers.module.css';

/**
 * The `Discount code` field and its `Apply` button (README, Discount codes), in the cart panel
 * and at checkout; the offers machine checks what is typed and asks the server. No form of its
 * own: at checkout it sits inside the order's form, where Enter applies the code, not the order.
 */
export function DiscountCodeField() {
  const offers = useCartOffers();
  const messageId = `${useId()}-message`;
  return (
    <div className={styles.code}>
      {offers.applied !== null && offers.applying === null ? (
        <p className={styles.applied}>
          <span>
            Code <strong>{offers.applied}</strong> applied
          </span>
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove code ${offers.applied}`}
            onClick={offers.remove}
          >
            Remove
          </button>
        </p>
      ) : (
        // Its own state: what is typed stays through a refusal, and a code applied clears it.
        <CodeEntry offers={offers} messageId={messageId} />
      )}
      {offers.message !== null ? (
        <p id={messageId} role="alert" className={styles.message}>
          {offers.message}
        </p>
      ) : null}
      {offers.status === 'failed' ? (
        <RetryAlert
          // Offers priced by themselves are not announced when they fail; a code applied is.
          look={offers.failedApplying ? 'notice' : 'quiet'}
          message="We could not check your offers just now."
          kept="Checkout still works: your offers are priced as you place your order."
          onRetry={offers.retry}
        />
      ) : null}
    </div>
  );
}

function CodeEntry({ offers, messageId }: { offers: CartOffersView; messageId: string }) {
  const inputId = `${useId()}-code`;
  const [typed, setTyped] = useState('');
  const applying = offers.applying !== null;
  const apply = () => {
    if (!applying) offers.apply(typed);
  };
  return (
    <>
      <label htmlFor={inputId} className={styles.label}>
        Discount code
      </label>
      <div className={styles.entry}>
        <input
          id={inputId}
          className={styles.input}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={offers.message !== null || undefined}
          aria-describedby={offers.message !== null ? messageId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            apply();
          }}
        />
        <button
          type="button"
          className={styles.apply}
          aria-disabled={applying || undefined}
          onClick={apply}
        >
          {applying ? 'Applying…' : 'Apply'}
        </button>
      </div>
    </>
  );
}
