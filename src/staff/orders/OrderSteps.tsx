import type { StaffOrder } from '../../../machines/staff-orders/types';
import { RetryAlert } from '@/ui/retry-alert/RetryAlert';
import { stepLabels, stepSavedMessages } from './order-words';
import { ActionNotice } from '../ui/ActionNotice';
import { StepDialog } from './StepDialog';
import type { StaffOrderBinding } from './use-staff-order';
import staff from '../ui/staff.module.css';
import styles from './OrderPage.module.css';

/** The steps the order allows now, as buttons, and what became of the last one. */
export function OrderSteps({ order, binding }: { order: StaffOrder; binding: StaffOrderBinding }) {
  const { notice, steps, busy, savingStep } = binding;
  return (
    <div className={styles.steps}>
      {steps.includes('confirm') ? (
        <p id="order-confirm-hint" className={staff.hint}>
          Call the customer to confirm this cash order: it is packed once they have confirmed.
        </p>
      ) : null}
      {steps.length > 0 ? (
        <div className={staff.actions}>
          {steps.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'cancel' ? styles.danger : styles.primary}
              onClick={() => binding.start(action)}
              aria-disabled={busy || undefined}
              aria-describedby={action === 'confirm' ? 'order-confirm-hint' : undefined}
            >
              {stepLabels[action]}
            </button>
          ))}
        </div>
      ) : null}
      {savingStep && binding.openDialog === null ? (
        <p role="status" className={staff.muted}>
          Saving…
        </p>
      ) : null}
      <ActionNotice
        news={notice}
        saved={notice?.kind === 'saved' ? stepSavedMessages[notice.action] : null}
        refusal={notice?.kind === 'refused' ? notice.message : null}
        failure={
          notice?.kind === 'failed'
            ? { message: binding.noticeFailureMessage, onRetry: binding.retryStep }
            : null
        }
      />
      {binding.rereadFailureMessage ? (
        <RetryAlert
          message={`The order could not be read again. ${binding.rereadFailureMessage}`}
          onRetry={binding.retryRead}
          look="notice"
        />
      ) : null}
      <StepDialog order={order} binding={binding} />
    </div>
  );
}
