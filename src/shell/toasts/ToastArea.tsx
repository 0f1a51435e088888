import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastOptions } from '@/settings/shop-settings';
import { containerMounted } from './toaster';

/** react-toastify's container with the shop's toast options (docs/shop-rules.md, Toasts). */
export default function ToastArea() {
  useEffect(() => {
    containerMounted();
  }, []);
  return <ToastContainer {...toastOptions} />;
}
