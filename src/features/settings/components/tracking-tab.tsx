import { TabBeingBuilt } from './tab-placeholder';

/** Tracking & Analytics: being built (a helper replaces this file). */
export function TrackingTab() {
  return <TabBeingBuilt title="Tracking & Analytics" />;
}
