import type { ToasterProps } from 'react-hot-toast';

/** Toast durations (docs/product-rules.md#toasts): 4 s blank and error, 2 s success, loading stays. */
export const toastOptions: ToasterProps['toastOptions'] = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};
