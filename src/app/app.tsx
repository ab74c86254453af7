import { lazy, Suspense, type ComponentType } from 'react';
import { AppRouter } from './router';

// The toaster loads after the first paint: the landing page never toasts, so it does not wait for it.
const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

// The assistant waits until the browser is idle after the first paint; it starts no backend until asked.
const afterFirstPaint = () =>
  new Promise((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(resolve, { timeout: 3000 })
      : setTimeout(resolve, 1500),
  );
const AssistantWidget = lazy<ComponentType>(() =>
  afterFirstPaint()
    .then(() => import('@/features/assistant/components/assistant-widget'))
    .then((m) => ({ default: m.AssistantWidget }))
    // Offline before it was ever loaded: no assistant, rather than no app.
    .catch(() => ({ default: () => null })),
);

export function App() {
  return (
    <>
      <AppRouter />
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
      <Suspense fallback={null}>
        <AssistantWidget />
      </Suspense>
    </>
  );
}
