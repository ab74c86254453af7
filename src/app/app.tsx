import { lazy, Suspense } from 'react';
import { AppRouter } from './router';

// The toaster loads after the first paint: the landing page never toasts, so it does not wait for it.
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

export function App() {
  return (
    <>
      <AppRouter />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </>
  );
}
