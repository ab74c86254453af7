import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { workflows, type Workflow, type WorkflowStatus } from '@/data/automation';
import { AbTestingTab } from '../components/ab-testing-tab';
import { SchedulingTab } from '../components/scheduling-tab';
import { WorkflowsTab } from '../components/workflows-tab';
import { SampleDataNotice } from '@/components/sample-data-notice';

const tabs = [
  { id: 'workflows', label: 'Workflows' },
  { id: 'scheduling', label: 'Scheduling' },
  { id: 'ab-testing', label: 'A/B Testing' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'automation';

/** Automation & Scheduling: workflows (pause/resume), scheduled tasks and A/B tests. */
export function AutomationScreen() {
  const [tab, setTab] = useState<TabId>('workflows');
  const [statuses, setStatuses] = useState<Record<string, WorkflowStatus>>({});
  const statusOf = (workflow: Workflow) => statuses[workflow.id] ?? workflow.status;

  const toggle = (workflow: Workflow) => {
    const next: WorkflowStatus = statusOf(workflow) === 'active' ? 'paused' : 'active';
    setStatuses((current) => ({ ...current, [workflow.id]: next }));
    toast.success(`${workflow.name} ${next === 'active' ? 'resumed' : 'paused'}`);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Automation &amp; Scheduling
          </h1>
          <p className="text-slate-600">Automate routine optimisations, schedule work and run A/B tests.</p>
        </div>
        <Button onClick={() => toast('Creating workflows is coming soon')}>
          <Plus className="size-4" aria-hidden /> Create Workflow
        </Button>
      </div>
      <SampleDataNotice>
        The workflows, scheduled tasks and A/B tests are examples; changes are not saved yet.
      </SampleDataNotice>
      <TabList
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="Automation & Scheduling"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'workflows' && <WorkflowsTab workflows={workflows} statusOf={statusOf} onToggle={toggle} />}
        {tab === 'scheduling' && <SchedulingTab />}
        {tab === 'ab-testing' && <AbTestingTab />}
      </TabPanel>
    </div>
  );
}
