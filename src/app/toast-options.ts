import type { ToasterProps } from 'react-hot-toast';

/** The spec's toast defaults: 4 s for blank and error, 2 s for success, loading until dismissed. */
export const toastOptions: ToasterProps['toastOptions'] = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
};
