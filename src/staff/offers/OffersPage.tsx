import { Link } from 'react-router-dom';
import type { OfferLine } from '../../../machines/staff-offers/types';
import { StaffPage } from '../shell/StaffPage';
import { PagedList, type RowRef } from '../ui/PagedList';
import { givesLabel, stateLabels, usesLabel, whenLabel } from './offer-words';
import { useOfferList } from './use-offer-list';
import staff from '../ui/staff.module.css';
import styles from './Offers.module.css';

/** /staff/offers: every offer, newest first, a page at a time, and New offer. */
export function OffersPage() {
  const list = useOfferList();
  return (
    <StaffPage
      heading="Offers"
      title="Offers"
      actions={
        <Link to="/staff/offers/new" className={staff.primary}>
          New offer
        </Link>
      }
    >
      <p className={staff.muted}>Times are Nairobi’s.</p>
      <PagedList list={list} none="No offers yet." moreLabel="Show more offers">
        {(rowRef) => <OfferLines offers={list.items} rowRef={rowRef} />}
      </PagedList>
    </StaffPage>
  );
}

/** Offers as links to their pages: what each gives, when, where it stands and its uses. */
function OfferLines({ offers, rowRef }: { offers: readonly OfferLine[]; rowRef: RowRef }) {
  return (
    <ul className={styles.offers} aria-label="Offers">
      {offers.map(({ id, name, offer, uses, state }, index) => (
        <li key={id} className={staff.row}>
          <Link ref={rowRef(index)} to={`/staff/offers/${id}`} className={staff.rowLink}>
            {name}
          </Link>
          {offer ? (
            <>
              <p>
                {offer.code ? `Code ${offer.code}` : 'Automatic'} · {givesLabel(offer)}
              </p>
              <p>{whenLabel(offer)}</p>
            </>
          ) : null}
          <p>
            <span className={styles.state} data-state={state}>
              {stateLabels[state]}
            </span>
            {offer ? ` · Uses: ${usesLabel(uses, offer.usageLimit)}` : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
