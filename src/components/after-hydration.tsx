import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** Renders `children` only in the browser, after hydration; `fallback` (the prerendered output) until then. */
export function AfterHydration({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
