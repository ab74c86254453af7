import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SampleContentNotice } from '@/components/sample-content-notice';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { useAuth } from '@/lib/auth/auth-context';
import {
  campaignListQuery,
  campaignSummaryQuery,
  useCreateCampaign,
  useDeleteCampaigns,
  useDuplicateCampaign,
  useSetCampaignStatus,
  useUpdateCampaign,
} from '@/lib/campaigns/campaign-queries';
import {
  CAMPAIGN_PAGE_SIZE,
  type CampaignStatusFilter,
  type StoredCampaign,
} from '@/lib/campaigns/campaigns-api';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { canChangeItem } from '@/lib/workspaces/item-permissions';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { trackEvent } from '@/services/tracking/track-event';
import { BulkActionsBar, type BulkAction } from '../components/bulk-actions-bar';
import { CampaignDetailModal } from '../components/campaign-detail-modal';
import { CampaignPagination } from '../components/campaign-pagination';
import { CampaignSummaryCards } from '../components/campaign-summary-cards';
import { CampaignTable } from '../components/campaign-table';
import { CreateCampaignModal } from '../components/create-campaign-modal';
import { EditCampaignModal } from '../components/edit-campaign-modal';
import { toggleAction } from '../lib/campaign-rules';
import { summarizeCampaigns } from '../lib/campaign-summary';
import type { CreateCampaignInput } from '../lib/create-campaign-schema';
import { newDraftCampaign } from '../lib/new-campaign';

const statusOptions: readonly { value: CampaignStatusFilter; label: string }[] = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'completed', label: 'Completed' },
  { value: 'draft', label: 'Draft' },
];

const NO_CAMPAIGNS: StoredCampaign[] = [];

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; campaign: StoredCampaign }
  | { kind: 'view'; campaign: StoredCampaign }
  | { kind: 'delete'; campaigns: StoredCampaign[] };

const plural = (count: number) => `${count} campaign${count === 1 ? '' : 's'}`;

/**
 * Campaigns: the workspace's campaigns, a page at a time, searched and filtered in the database;
 * the summary cards; create, edit, view, duplicate, pause/resume and delete, one or many.
 */
export function CampaignsScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const userId = useAuth().user?.id ?? null;
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const { role, canEdit } = useWorkspaceRole(client, workspaceId);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CampaignStatusFilter>('all');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const list = useQuery({
    ...campaignListQuery(client, workspaceId ?? '', { search, status, page }),
    enabled: workspaceId !== null,
  });
  const summary = useQuery({
    ...campaignSummaryQuery(client, workspaceId ?? ''),
    enabled: workspaceId !== null,
  });
  const create = useCreateCampaign(client, workspaceId);
  const update = useUpdateCampaign(client, workspaceId);
  const duplicate = useDuplicateCampaign(client, workspaceId);
  const setStatusOf = useSetCampaignStatus(client, workspaceId);
  const remove = useDeleteCampaigns(client, workspaceId);

  const campaigns = list.data?.campaigns ?? NO_CAMPAIGNS;
  const total = list.data?.total ?? 0;
  const selectedOnPage = campaigns.filter((campaign) => selected.has(campaign.id));
  const canChange = (campaign: StoredCampaign) => canChangeItem(role, campaign.authorId, userId);

  const goTo = (next: number) => {
    setPage(next);
    setSelected(new Set());
  };
  const select = (id: string, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  const selectAll = () =>
    setSelected(
      selectedOnPage.length === campaigns.length
        ? new Set()
        : new Set(campaigns.map((campaign) => campaign.id)),
    );

  const changeStatus = (targets: StoredCampaign[], action: 'pause' | 'resume') =>
    setStatusOf.mutate(
      { ids: targets.map((campaign) => campaign.id), action },
      {
        onSuccess: () => {
          const done = action === 'pause' ? 'paused' : 'resumed';
          toast.success(
            targets.length === 1 ? `${targets[0].name} ${done}` : `${plural(targets.length)} ${done}`,
          );
          setSelected(new Set());
        },
      },
    );

  const deleteConfirmed = (targets: StoredCampaign[]) =>
    remove.mutate(
      targets.map((campaign) => campaign.id),
      {
        onSuccess: (deleted) => {
          toast.success(targets.length === 1 ? `Deleted “${targets[0].name}”` : `Deleted ${plural(deleted)}`);
          setSelected(new Set());
          const remaining = total - deleted;
          if (page > 0 && page * CAMPAIGN_PAGE_SIZE >= remaining)
            setPage(Math.max(0, Math.ceil(remaining / CAMPAIGN_PAGE_SIZE) - 1));
        },
        onSettled: () => setDialog(null),
      },
    );

  const bulk = (action: BulkAction) => {
    if (action === 'delete') setDialog({ kind: 'delete', campaigns: selectedOnPage });
    else changeStatus(selectedOnPage, action);
  };

  const createCampaign = async (input: CreateCampaignInput) => {
    await create.mutateAsync(newDraftCampaign(input));
    trackEvent('campaign_created', { name: input.name, objective: input.objective, budget: input.budget });
    toast.success(`${input.name} was added as a draft`);
    goTo(0);
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
        {canEdit && (
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus className="size-4" aria-hidden /> Create Campaign
          </Button>
        )}
      </div>

      <SampleContentNotice client={client} workspaceId={workspaceId} role={role} />

      {summary.data && <CampaignSummaryCards summary={summarizeCampaigns(summary.data)} />}

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
                onChange={(event) => {
                  setSearch(event.target.value);
                  goTo(0);
                }}
              />
            )}
          </Field>
          <Field id="campaign-status" label="Status" labelClassName="sr-only" className="min-w-0 sm:w-48">
            {(control) => (
              <Select
                {...control}
                value={status}
                onChange={(event) => {
                  setStatus(event.target.value as CampaignStatusFilter);
                  goTo(0);
                }}
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
        {canEdit && selectedOnPage.length > 0 && (
          <BulkActionsBar
            count={selectedOnPage.length}
            busy={setStatusOf.isPending || remove.isPending}
            onAction={bulk}
          />
        )}
        <CampaignTable
          campaigns={campaigns}
          selectable={canEdit}
          selected={selected}
          onSelect={select}
          onSelectAll={selectAll}
          canChange={canChange}
          canCreate={canEdit}
          handlers={{
            onToggle: (campaign) => changeStatus([campaign], toggleAction(campaign.status)),
            onEdit: (campaign) => setDialog({ kind: 'edit', campaign }),
            onView: (campaign) => setDialog({ kind: 'view', campaign }),
            onDelete: (campaign) => setDialog({ kind: 'delete', campaigns: [campaign] }),
            onDuplicate: (campaign) =>
              duplicate.mutate(campaign, {
                onSuccess: (copy) => {
                  toast.success(`${copy.name} was added as a draft`);
                  goTo(0);
                },
              }),
          }}
        />
        {/* The page shown, not the one asked for: its range matches the rows above until the next arrives. */}
        {list.data && <CampaignPagination page={list.data.page} total={total} onPage={goTo} />}
      </Card>

      {dialog?.kind === 'create' && (
        <CreateCampaignModal onCreate={createCampaign} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'edit' && (
        <EditCampaignModal
          campaign={dialog.campaign}
          onSave={async (fields) => {
            await update.mutateAsync({ id: dialog.campaign.id, fields });
            toast.success(`Saved ${fields.name}`);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'view' && (
        <CampaignDetailModal campaign={dialog.campaign} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          title={
            dialog.campaigns.length === 1
              ? 'Delete campaign?'
              : `Delete ${dialog.campaigns.length} campaigns?`
          }
          message={
            dialog.campaigns.length === 1
              ? `“${dialog.campaigns[0].name}” will be deleted for everyone in this workspace.`
              : `${plural(dialog.campaigns.length)} will be deleted for everyone in this workspace.`
          }
          confirmLabel="Delete"
          destructive
          busy={remove.isPending}
          onConfirm={() => deleteConfirmed(dialog.campaigns)}
          onCancel={() => setDialog(null)}
        />
      )}
    </div>
  );
}
