import { StaffPage } from '../shell/StaffPage';
import { PagedList } from '../ui/PagedList';
import { formatDay } from '../ui/when';
import { PaymentsTable } from './PaymentsTable';
import { PaymentTotalsList } from './PaymentTotalsList';
import { useStaffPayments } from './use-staff-payments';
import staff from '../ui/staff.module.css';
import styles from './Payments.module.css';

/** /staff/payments: one day's M-Pesa payments in Nairobi, newest first, with the day's totals. */
export function PaymentsPage() {
  const payments = useStaffPayments();
  return (
    <StaffPage heading="Payments" title="Payments">
      <div className={staff.field}>
        <label htmlFor="payments-day" className={staff.label}>
          Day
        </label>
        {/* Read as soon as a whole day is chosen; a field left half typed reads nothing. */}
        <input
          id="payments-day"
          type="date"
          defaultValue={payments.day}
          max={payments.today}
          className={styles.day}
          onChange={(event) => payments.chooseDay(event.currentTarget.value)}
        />
      </div>
      <PagedList list={payments.list} none={`No M-Pesa payments on ${formatDay(payments.day)}.`}>
        {(rowRef) => (
          <>
            {payments.totals ? (
              <PaymentTotalsList totals={payments.totals} day={payments.day} />
            ) : null}
            <PaymentsTable rows={payments.list.items} day={payments.day} rowRef={rowRef} />
          </>
        )}
      </PagedList>
    </StaffPage>
  );
}
