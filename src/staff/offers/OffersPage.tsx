import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { OfferLine } from '../../../machines/staff-offers/types';
import { StaffPage } from '../shell/StaffPage';
import { ActionNotice } from '../ui/ActionNotice';
import { PagedList, type RowRef } from '../ui/PagedList';
import { givesLabel, stateLabels, usesLabel, whenLabel } from './offer-words';
import { useOfferList } from './use-offer-list';
import { useOfferPause } from './use-offer-pause';
import staff from '../ui/staff.module.css';
import styles from './Offers.module.css';

/** /staff/offers: every offer, newest first, a page at a time, with Pause or Resume; New offer. */
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

/** Offers as links to their pages, each with its Pause or Resume. */
function OfferLines({ offers, rowRef }: { offers: readonly OfferLine[]; rowRef: RowRef }) {
  return (
    <ul className={styles.offers} aria-label="Offers">
      {offers.map((line, index) => (
        <OfferRow key={line.id} listed={line} linkRef={rowRef(index)} />
      ))}
    </ul>
  );
}

/**
 * One offer: what it gives, when, where it stands and its uses, and Pause or Resume. The button
 * keeps its place and the focus while its name changes; only a refusal or a failure, said under
 * it, takes the focus.
 */
function OfferRow({ listed, linkRef }: { listed: OfferLine; linkRef: Ref<HTMLAnchorElement> }) {
  const pause = useOfferPause(listed);
  const { id, name, offer, uses, state } = pause.line;
  const { notice, saving } = pause;
  const nameId = `offer-${id}-name`;
  return (
    <li className={staff.row}>
      <Link ref={linkRef} id={nameId} to={`/staff/offers/${id}`} className={staff.rowLink}>
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
      {pause.offersPause ? (
        <div className={styles.pause}>
          <button
            type="button"
            className={staff.secondary}
            aria-describedby={nameId}
            aria-disabled={saving || undefined}
            onClick={() => {
              if (!saving) pause.toggle();
            }}
          >
            {pause.action}
          </button>
          <p role="status" className={staff.status}>
            {saving ? 'Saving…' : notice?.kind === 'saved' ? 'Saved.' : ''}
          </p>
          <ActionNotice
            news={notice?.kind === 'saved' ? null : notice}
            saved={null}
            refusal={notice?.kind === 'refused' ? `${notice.message} Nothing was saved.` : null}
            failure={
              notice?.kind === 'failed'
                ? {
                    message: `The offer could not be saved. ${pause.failureMessage ?? ''}`.trim(),
                    onRetry: pause.toggle,
                  }
                : null
            }
          />
        </div>
      ) : null}
    </li>
  );
}
