import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type RefObject } from 'react';
import { formatKes } from '@model/money';
import type { Product } from '@model/catalog/product';
import { colourOptions, sizeOptions, stockState } from '@model/catalog/stock-rule';
import { useProductChooser } from '../use-product-details';
import { offeredChoices } from '../../../machines/product-details/choices';
import { ProductChoices } from '../product-details/ProductChoices';
import { WasPrice } from '../price/WasPrice';
import { CloseIcon } from '@/ui/icons/Icons';
import styles from './ProductChooser.module.css';

export interface ProductChooserProps {
  product: Product;
  open: boolean;
  onClose: () => void;
  /** The card's Add to cart: focus goes back to it when the chooser closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** "Choose a size", "Choose a colour", or "Choose a size and colour". */
function instruction(product: Product): string {
  return `Choose a ${offeredChoices(product).join(' and ')}`;
}

/**
 * A card's Add to cart for a product sold in sizes or colours: the product page's choice, small.
 * Every size and colour shows, and those the stock rule (model/catalog/stock-rule.ts) has no units
 * for (a colour: in the size chosen) are struck through and cannot be chosen, as on the product
 * page: a shopper sees what the product comes in and what is gone. Loaded only when a card asks
 * for it.
 */
export default function ProductChooser({
  product,
  open,
  onClose,
  returnFocusTo,
}: ProductChooserProps) {
  const choice = useProductChooser(product);
  const firstSize = useRef<HTMLInputElement>(null);
  const firstColour = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const stock = stockState(product);
  const sizes = sizeOptions(product);
  const colours = colourOptions(product, choice.size);

  const { onAddAnswered } = choice;
  // Asked to add, the chooser closes; a choice missing takes focus instead.
  useEffect(
    () =>
      onAddAnswered((missing) => {
        const first = missing[0];
        if (first === undefined) onClose();
        else (first === 'size' ? firstSize : firstColour).current?.focus();
      }),
    [onAddAnswered, onClose],
  );

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            (firstSize.current ?? firstColour.current ?? addButton.current)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            // Radix returns focus only to a Dialog.Trigger; the card's button is not one.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{product.productName}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>
            {formatKes(product.price)}
            {product.wasPrice ? (
              <>
                {' '}
                <WasPrice price={product.price} wasPrice={product.wasPrice} />
              </>
            ) : null}
            {stock.kind === 'low' ? ` · Only ${stock.left} left` : ''}. {instruction(product)}, then
            add it to your cart.
          </Dialog.Description>
          <ProductChoices
            product={product}
            namePrefix="chooser-"
            options={{ size: sizes, colour: colours }}
            choice={choice}
            focusRefs={{ size: firstSize, colour: firstColour }}
          />
          <button ref={addButton} type="button" className={styles.add} onClick={choice.addToCart}>
            Add to cart
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
