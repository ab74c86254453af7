import { Toaster } from 'react-hot-toast';
import { toastOptions } from './toast-options';

/** Toasts at the top right (docs/product-rules.md#toasts; react-hot-toast shows at most 20 at once). */
export function AppToaster() {
  return <Toaster position="top-right" toastOptions={toastOptions} />;
}
