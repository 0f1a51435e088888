import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCartActor } from '@/cart/use-shopping-lists';
import { notify } from '../toasts/toaster';

/** The address parameter that carries a discount code: `/?code=FRIDAY10`. */
const codeParameter = 'code';

/**
 * A link to any page with `?code=X` carries code X into the cart (README, Discount codes): the
 * parameter leaves the address (replaced, the others kept) and the cart's offers apply the code,
 * told with a toast. The offers' code loads only then: it is not part of the first load
 * (scripts/check-bundle.ts).
 */
export function DiscountCodeFromLink() {
  const location = useLocation();
  const navigate = useNavigate();
  const cart = useCartActor();
  // Each address is read once, even when an effect runs twice (React's StrictMode).
  const handled = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get(codeParameter);
    if (code === null || handled.current === location.key) return;
    handled.current = location.key;
    params.delete(codeParameter);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
    import('@/cart/offers/cart-offers-actor')
      .then(({ cartOffersFor }) =>
        cartOffersFor(cart).send({ type: 'offers.apply', code, from: 'link' }),
      )
      .catch(
        () =>
          void notify({
            type: 'error',
            message: 'We could not add the discount code just now. Reload the page to try again.',
          }),
      );
  }, [location, navigate, cart]);

  return null;
}
