import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { AfterHydration } from '@/components/after-hydration';
import { whenIdle } from '@/lib/when-idle';
import { AppRouter } from './router';

// The toaster loads once the browser is idle after the first paint: the landing page never toasts,
// and a toast raised before then waits in react-hot-toast's store until the toaster shows it, for
// what is left of its duration (useToaster counts it from the toast's creation).
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

/**
 * The whole app. `router` is the browser's router in the page; the build's prerender passes a
 * static one. The toaster and the assistant exist only in the browser, after hydration.
 */
export function App({ router = <AppRouter /> }: { router?: ReactNode }) {
  return (
    <>
      {router}
      <AfterHydration>
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
        <Suspense fallback={null}>
          <AssistantWidget />
        </Suspense>
      </AfterHydration>
    </>
  );
}
