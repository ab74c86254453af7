import { TabBeingBuilt } from './tab-placeholder';

/** API Keys: being built (a helper replaces this file). */
export function ApiKeysTab() {
  return <TabBeingBuilt title="API Keys" />;
}
