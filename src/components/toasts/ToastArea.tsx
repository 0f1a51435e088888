import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { toastOptions } from '../../settings/shop-settings';
import { containerMounted } from './toaster';

/** react-toastify's container with the options of spec section 9. */
export default function ToastArea() {
  useEffect(() => {
    containerMounted();
  }, []);
  return <ToastContainer {...toastOptions} />;
}
