import { TabBeingBuilt } from './tab-placeholder';

/** Data Export: being built (a helper replaces this file). */
export function DataExportTab() {
  return <TabBeingBuilt title="Data Export" />;
}
