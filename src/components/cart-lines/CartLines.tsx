import { quantityRange } from '../../catalog/stock-rule';
import { useCart } from '../../state/use-shopping-lists';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { ListLine } from './ListLine';
import styles from './CartLines.module.css';

/** The cart's lines with quantity and Remove: in the cart panel, at checkout, on the account. */
export function CartLines({ onNavigate }: { onNavigate?: () => void }) {
  const cart = useCart();
  return (
    <ul className={styles.lines}>
      {cart.items.map((item) => (
        <ListLine
          key={item.id}
          item={item}
          onNavigate={onNavigate}
          onRemove={() => cart.remove(item.id)}
        >
          <QuantityStepper
            label={item.productName}
            value={item.quantity}
            {...quantityRange(item)}
            onChange={(quantity) => cart.setQuantity(item.id, quantity)}
          />
        </ListLine>
      ))}
    </ul>
  );
}
