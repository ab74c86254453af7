import { Toaster } from 'react-hot-toast';
import { toastOptions } from './toast-options';

/**
 * Below the 4rem top bar (src/app/layouts/top-bar.tsx), so a toast never covers Sign Out or the
 * credits: react-hot-toast pauses a toast while the pointer is over it, so one over a button
 * would stay until the pointer left.
 */
export const toasterOffsetFromTop = 'calc(4rem + 0.5rem)';

/** Toasts at the top right (docs/product-rules.md#toasts; react-hot-toast shows at most 20 at once). */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: toasterOffsetFromTop }}
      toastOptions={toastOptions}
    />
  );
}
