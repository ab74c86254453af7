import { useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { pixelIdProblem } from '@/services/tracking/pixel-id';
import { useTrackingPixels } from '../lib/use-tracking-pixels';
import { CustomEventsPanel } from './custom-events-panel';
import { DebugPanel } from './debug-panel';
import { PixelsPanel } from './pixels-panel';

const SUB_TABS = [
  { id: 'pixels', label: 'Tracking Pixels' },
  { id: 'events', label: 'Custom Events' },
  { id: 'debug', label: 'Testing & Debug' },
] as const;
type SubTab = (typeof SUB_TABS)[number]['id'];

const ID_PREFIX = 'tracking';

/** Tracking & Analytics: the pixels kept in this browser, the custom events, and their tests. */
export function TrackingTab() {
  const [tab, setTab] = useState<SubTab>('pixels');
  const pixelState = useTrackingPixels();
  const active = pixelState.pixels.filter(
    (pixel) => pixel.isActive && !pixelIdProblem(pixel.type, pixel.pixelId),
  );
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <div>
        <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
          Tracking & Analytics
        </h2>
        <p className="mt-1 text-slate-600">
          Measure your marketing with your ad and analytics pixels: {active.length} of{' '}
          {pixelState.pixels.length} active.
        </p>
      </div>
      <TabList
        tabs={SUB_TABS}
        value={tab}
        onChange={setTab}
        label="Tracking & Analytics"
        idPrefix={ID_PREFIX}
        className="flex gap-1 overflow-x-auto rounded-xl border border-slate-200 bg-white p-1"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab} className="min-w-0">
        {tab === 'pixels' && <PixelsPanel {...pixelState} />}
        {tab === 'events' && <CustomEventsPanel active={active} />}
        {tab === 'debug' && <DebugPanel pixels={pixelState.pixels} />}
      </TabPanel>
    </section>
  );
}
