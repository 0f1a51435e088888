import { Link, useParams } from 'react-router-dom';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { Spinner } from '@/ui/spinner/Spinner';
import { StaffPage } from '../shell/StaffPage';
import { ChangeHistory } from '../ui/ChangeHistory';
import { changeLines, eventLabels } from './offer-words';
import { OfferForm } from './OfferForm';
import { useNewOfferId, useOfferForm } from './use-offer-form';
import staff from '../ui/staff.module.css';

/**
 * /staff/offers/new and /staff/offers/{offerId}: one machine per offer, started afresh when the id
 * changes. A new offer's id is made for each visit to /new, and once it is saved the page moves to
 * the offer's address under the same key, so it stays as it is, Saved shown.
 */
export function OfferPage() {
  const { offerId } = useParams();
  const newId = useNewOfferId();
  const id = offerId ?? newId;
  return <OfferEditor key={id} offerId={id} isNew={offerId === undefined} />;
}

const backToOffers = (
  <Link to="/staff/offers" className={staff.back}>
    Back to Offers
  </Link>
);

function OfferEditor({ offerId, isNew }: { offerId: string; isNew: boolean }) {
  const form = useOfferForm(offerId, isNew);
  if (form.status === 'missing') {
    return (
      <StaffPage heading="Offer not found" title="Offer not found">
        <p>No offer has this address.</p>
        {backToOffers}
      </StaffPage>
    );
  }
  if (form.status !== 'ready') {
    return (
      <StaffPage heading="Offer" title="Offer">
        {backToOffers}
        {form.status === 'failed' ? (
          <RetryAlert message={form.failureMessage} onRetry={form.retry} />
        ) : (
          <Spinner />
        )}
      </StaffPage>
    );
  }
  const heading = form.exists ? form.offerName || 'Offer' : 'New offer';
  return (
    <StaffPage heading={heading} title={form.exists ? `${heading}: offer` : 'New offer'}>
      {backToOffers}
      {form.exists ? (
        <p className={staff.muted}>
          {form.readable
            ? `Used by ${form.uses === 1 ? '1 order' : `${form.uses} orders`} so far.`
            : 'This offer could not be read whole, so it gives nothing: fill in the form and save it to put it right.'}
        </p>
      ) : null}
      <OfferForm form={form} />
      {form.exists ? (
        <ChangeHistory
          id="offer-history-heading"
          binding={form}
          label={(event) => eventLabels[event.kind]}
          lines={(event) => changeLines(event.changes)}
        />
      ) : null}
    </StaffPage>
  );
}
