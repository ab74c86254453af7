import type { TabItem } from '@/components/ui/tabs';

export type LibraryTabId = 'scripts' | 'videos' | 'voiceovers' | 'thumbnails';

/** The Library's tabs, in order; `?tab=<id>` opens one. */
export const LIBRARY_TABS: readonly TabItem<LibraryTabId>[] = [
  { id: 'scripts', label: 'Scripts' },
  { id: 'videos', label: 'Videos' },
  { id: 'voiceovers', label: 'Voice-overs' },
  { id: 'thumbnails', label: 'Thumbnails' },
];

/** The tab an address asks for; anything else opens Scripts. */
export function parseLibraryTab(value: string | null): LibraryTabId {
  return LIBRARY_TABS.find((tab) => tab.id === value)?.id ?? 'scripts';
}
