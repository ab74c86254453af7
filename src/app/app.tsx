import { lazy, Suspense, type ComponentType } from 'react';
import { whenIdle } from '@/lib/when-idle';
import { AppRouter } from './router';

// The toaster loads once the browser is idle after the first paint: the landing page never toasts,
// and a toast raised before then waits in react-hot-toast's store until the toaster shows it.
const AppToaster = lazy(() =>
  whenIdle()
    .then(() => import('./app-toaster'))
    .then((m) => ({ default: m.AppToaster })),
);

// The assistant waits for idle too; it starts no backend until asked.
const AssistantWidget = lazy<ComponentType>(() =>
  whenIdle()
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
