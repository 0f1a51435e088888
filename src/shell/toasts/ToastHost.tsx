import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastHostRequested, onToastHostRequested } from './toaster';

const ToastArea = lazy(() => import('./ToastArea'));

/** Mounts the toast area once the first toast is asked for. */
export function ToastHost() {
  const requested = useSyncExternalStore(onToastHostRequested, isToastHostRequested, () => false);
  return requested ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}
