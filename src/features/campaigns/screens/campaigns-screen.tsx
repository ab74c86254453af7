import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { sampleCampaigns, type Campaign } from '@/data/campaigns';
import { randomUuid } from '@/lib/ids';
import { trackEvent } from '@/services/tracking/track-event';
import { CampaignSummaryCards } from '../components/campaign-summary-cards';
import { CampaignTable } from '../components/campaign-table';
import { CreateCampaignModal } from '../components/create-campaign-modal';
import { filterCampaigns, toggledStatus, type StatusFilter } from '../lib/campaign-rules';
import { summarizeCampaigns } from '../lib/campaign-summary';
import type { CreateCampaignInput } from '../lib/create-campaign-schema';
import { newDraftCampaign } from '../lib/new-campaign';
import { SampleDataNotice } from '@/components/sample-data-notice';

const statusOptions: readonly { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
  { value: 'draft', label: 'Draft' },
];

/** Campaigns: summary, search, status filter, selection and the pause/resume toggle (this session only). */
export function CampaignsScreen() {
  const [campaigns, setCampaigns] = useState<readonly Campaign[]>(sampleCampaigns);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [creating, setCreating] = useState(false);

  const visible = useMemo(() => filterCampaigns(campaigns, search, status), [campaigns, search, status]);
  const summary = useMemo(() => summarizeCampaigns(campaigns), [campaigns]);
  const selectedCount = visible.filter((campaign) => selected.has(campaign.id)).length;

  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const selectAll = () =>
    setSelected(
      selectedCount === visible.length ? new Set() : new Set(visible.map((campaign) => campaign.id)),
    );

  const toggleStatus = (id: string) => {
    const campaign = campaigns.find((item) => item.id === id);
    if (!campaign) return;
    const next = toggledStatus(campaign.status);
    setCampaigns((items) => items.map((item) => (item.id === id ? { ...item, status: next } : item)));
    toast.success(`${campaign.name} ${next === 'paused' ? 'paused' : 'resumed'}`);
  };

  const create = (input: CreateCampaignInput) => {
    setCampaigns((items) => [newDraftCampaign(input, randomUuid()), ...items]);
    trackEvent('campaign_created', { name: input.name, objective: input.objective, budget: input.budget });
    toast.success(`${input.name} was added as a draft`);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Campaigns
          </h1>
          <p className="text-slate-600">Plan, watch and tune your video ad campaigns.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-4" aria-hidden /> Create Campaign
        </Button>
      </div>
      <SampleDataNotice>
        These campaigns are examples; changes and new campaigns are not saved yet.
      </SampleDataNotice>

      <CampaignSummaryCards summary={summary} />

      <Card className="min-w-0 p-0">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row sm:items-end">
          <Field
            id="campaign-search"
            label="Search campaigns"
            labelClassName="sr-only"
            className="min-w-0 flex-1"
          >
            {(control) => (
              <SearchInput
                {...control}
                placeholder="Search campaigns..."
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            )}
          </Field>
          <Field id="campaign-status" label="Status" labelClassName="sr-only" className="min-w-0 sm:w-48">
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(event) => setStatus(event.target.value as StatusFilter)}
              >
                {statusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {selectedCount > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-brand-50 px-4 py-2.5">
            <p role="status" className="text-sm font-semibold text-brand-700">
              {selectedCount} selected
            </p>
            <Button
              variant="secondary"
              className="py-1.5"
              onClick={() => toast('Bulk actions are coming soon')}
            >
              Bulk Actions
            </Button>
          </div>
        )}
        <CampaignTable
          campaigns={visible}
          selected={selected}
          onSelect={select}
          onSelectAll={selectAll}
          onToggleStatus={toggleStatus}
        />
      </Card>

      {creating && <CreateCampaignModal onCreate={create} onClose={() => setCreating(false)} />}
    </div>
  );
}
