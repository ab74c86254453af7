import { useEffect } from 'react';
import { startTracking } from './tracking-runtime';

/** Runs the tracking runtime while the calling component (the signed-in layout) is mounted. */
export function useTrackingRuntime(): void {
  useEffect(() => startTracking(), []);
}
