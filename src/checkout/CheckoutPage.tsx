import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Spinner } from '@/ui/spinner/Spinner';
import { SessionProvider } from '@/account/use-session';
import { CheckoutActorContext, useCheckoutActor } from './use-checkout';

/**
 * /checkout and /checkout/order/{id}: one checkout for both, so the order placed on the form
 * is the order its own address shows (and polls) without asking again. The session loads with
 * it: a signed-in shopper's call carries who they are, and their name fills the form.
 */
export function CheckoutPage() {
  return (
    <SessionProvider>
      <CheckoutProvider />
    </SessionProvider>
  );
}

function CheckoutProvider() {
  const checkout = useCheckoutActor();
  return (
    <CheckoutActorContext.Provider value={checkout}>
      {/* Its own boundary: a child loading never unmounts the checkout it shares. */}
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </CheckoutActorContext.Provider>
  );
}
