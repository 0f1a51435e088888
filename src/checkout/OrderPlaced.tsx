import type { OrderView } from '../../machines/checkout/types';
import { formatKes, priceInCents } from '@model/money';
import { orderStepLabel } from '@model/order/status';
import { deliveryOptionById } from '@model/delivery';
import { CardSection } from '@/ui/card-section/CardSection';
import { askAboutOrder } from './order-help';
import { OrderHelpActions } from './OrderHelpActions';
import { OrderTotals } from './OrderTotals';
import { freeDeliveryOf } from '@/ui/discount-rows/DiscountRows';
import { ReceiptLink } from './ReceiptLink';
import { RefundNote } from './RefundNote';
import { useFocusOnShow } from './use-focus-on-show';
import { ReturnsSection } from './returns/ReturnsSection';
import type { ReturnView } from '@model/return/request';
import styles from './CheckoutPage.module.css';

/**
 * The confirmation: the order number, the M-Pesa receipt, money given back (a second payment, say),
 * what was bought, what comes next.
 */
export function OrderPlaced({
  order,
  returnSent = null,
  onReturnSent,
}: {
  order: OrderView;
  /** The return just sent: its step takes the focus, not the confirmation. */
  returnSent?: string | null;
  onReturnSent: (sent: ReturnView) => void;
}) {
  const confirmation = useFocusOnShow<HTMLElement>(returnSent === null);
  const option = deliveryOptionById(order.delivery.option);
  const paid = order.status === 'paid';
  const exchangeOf = order.exchangeOf ?? null;
  return (
    <div className={styles.layout}>
      <CardSection
        ref={confirmation}
        tabIndex={-1}
        id="order-placed"
        title={
          <>
            Order number <span className={styles.orderId}>{order.number}</span>
          </>
        }
      >
        <p className={styles.receipt}>
          Status <strong>{orderStepLabel(order)}</strong>
        </p>
        {exchangeOf ? (
          <p className={styles.receipt}>
            Exchange for order <strong className={styles.orderId}>{exchangeOf.number}</strong>:
            nothing to pay
          </p>
        ) : null}
        {paid && order.payment.receipt ? (
          <p className={styles.receipt}>
            M-Pesa receipt <strong className={styles.orderId}>{order.payment.receipt}</strong>
          </p>
        ) : null}
        <RefundNote refund={order.refund} className={styles.receipt} />
        <ReceiptLink order={order} />
        <ul className={styles.placedLines}>
          {order.lines.map((line, index) => (
            <li key={`${line.id}-${index}`} className={styles.placedLine}>
              <span>
                {line.productName}
                {line.size ? `, size ${line.size}` : ''}
                {line.colour ? `, ${line.colour}` : ''}
                {` × ${line.quantity}`}
              </span>
              <span>{formatKes((priceInCents(line.unitPrice) * line.quantity) / 100)}</span>
            </li>
          ))}
        </ul>
        <OrderTotals
          subtotal={order.subtotal}
          discounts={order.discounts}
          freeDelivery={freeDeliveryOf(order.discounts)}
          deliveryFee={order.deliveryFee}
          total={order.total}
        />
      </CardSection>
      <ReturnsSection order={order} focusReturnId={returnSent} onReturnSent={onReturnSent} />
      <CardSection id="order-next" title="What happens next">
        <ol className={styles.next}>
          <li>
            We call or WhatsApp you on {order.delivery.phone} within working hours to confirm your
            order.
          </li>
          <li>
            {exchangeOf
              ? `Nothing to pay: your exchange was paid with order ${exchangeOf.number}.`
              : paid
                ? `Your M-Pesa payment of ${formatKes(order.total)} is received.`
                : `You pay ${formatKes(order.total)} in cash when your order reaches you.`}
          </li>
          <li>
            {option ? `${option.label}: ${option.detail}` : 'We agree the delivery with you.'}
          </li>
        </ol>
        <OrderHelpActions
          whatsAppHref={askAboutOrder(order.number, `I have just placed order ${order.number}.`)}
          askFirst
        />
      </CardSection>
    </div>
  );
}
