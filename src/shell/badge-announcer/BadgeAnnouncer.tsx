import { useEffect, useRef, useState } from 'react';
import { itemsLabel } from '@/ui/wording';

/**
 * Tells screen readers, politely, when the cart or wishlist count changes; silent on the first
 * render, so a page load announces nothing.
 */
export function BadgeAnnouncer({ cart, wishlist }: { cart: number; wishlist: number }) {
  const [message, setMessage] = useState('');
  const previous = useRef({ cart, wishlist });
  useEffect(() => {
    const before = previous.current;
    if (before.cart !== cart) setMessage(`Cart: ${itemsLabel(cart)}`);
    else if (before.wishlist !== wishlist) setMessage(`Wishlist: ${itemsLabel(wishlist)}`);
    previous.current = { cart, wishlist };
  }, [cart, wishlist]);
  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
