import type { Tables } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  readCreditBalance,
  readLedger,
  readAuthoredWork,
  readProfile,
  readSubscriptions,
  readVideos,
  readWorkspaces,
  type ExportedWorkspace,
  type ProfileRow,
} from '../api/data-export-api';

/** The four export types (docs/product-rules.md#data-export). */
export type ExportType = 'profile' | 'projects' | 'ai-generations' | 'complete';

export interface ExportChoice {
  type: ExportType;
  label: string;
  description: string;
}

export const EXPORT_CHOICES: readonly ExportChoice[] = [
  {
    type: 'profile',
    label: 'Profile Data',
    description: 'Your name, email, company, phone, bio and photo.',
  },
  {
    type: 'projects',
    label: 'Projects (workspaces)',
    description:
      'The workspaces you belong to, your role in each and who else is in them, and what you made in them: scripts, thumbnails, templates, voice-overs, campaigns, projects and comments, workflows, scheduled tasks and A/B tests.',
  },
  {
    type: 'ai-generations',
    label: 'AI Generations',
    description: 'Your videos and voice-overs: scripts, settings, results and the credits they used.',
  },
  {
    type: 'complete',
    label: 'Complete Export',
    description: 'Everything above, plus your credit balance, every credit transaction and your plans.',
  },
];

/** The export progress: 10% every 200 ms, then the file. */
export const EXPORT_STEP_PERCENT = 10;
export const EXPORT_STEP_MS = 200;

/** The downloaded file: profile, exportDate, exportType, then the data. */
export interface ExportFile {
  profile: ProfileRow;
  exportDate: string;
  exportType: ExportType;
  workspaces?: ExportedWorkspace[];
  /** What the user made in their workspaces. */
  scripts?: Tables<'scripts'>[];
  scriptVersions?: Tables<'script_versions'>[];
  thumbnails?: Tables<'thumbnails'>[];
  templates?: Tables<'workspace_templates'>[];
  voiceovers?: Tables<'voiceovers'>[];
  campaigns?: Tables<'campaigns'>[];
  projects?: Tables<'projects'>[];
  projectComments?: Tables<'project_comments'>[];
  workflows?: Tables<'workflows'>[];
  scheduledTasks?: Tables<'scheduled_tasks'>[];
  abTests?: Tables<'ab_tests'>[];
  videos?: Tables<'videos'>[];
  creditUsage?: Tables<'credit_ledger'>[];
  credits?: {
    balance: Tables<'credit_balances'> | null;
    transactions: Tables<'credit_ledger'>[];
  };
  subscriptions?: Tables<'subscriptions'>[];
}

/** `creator-os-profile-export-2026-11-23.json`: the type and the user's local date. */
export function exportFileName(type: ExportType, date: Date): string {
  const day = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `creator-os-${type}-export-${day}.json`;
}

/**
 * The signed-in user's own data for an export, read through row level security (so it can only
 * ever be theirs): the profile always; then the workspaces and what they made in them, the AI generations (videos and the
 * credit usage of videos and voice-overs), or all of it with the credits and plans.
 */
export async function buildExport(
  client: AppSupabaseClient,
  type: ExportType,
  now: Date = new Date(),
): Promise<ExportFile> {
  const profile = await readProfile(client);
  const file: ExportFile = { profile, exportDate: now.toISOString(), exportType: type };
  const everything = type === 'complete';
  if (type === 'projects' || everything) {
    file.workspaces = await readWorkspaces(client, profile.id);
    Object.assign(file, await readAuthoredWork(client, profile.id));
  }
  if (type === 'ai-generations' || everything) {
    file.videos = await readVideos(client, profile.id);
    file.creditUsage = await readLedger(client, ['usage', 'refund']);
  }
  if (everything) {
    file.credits = { balance: await readCreditBalance(client), transactions: await readLedger(client) };
    file.subscriptions = await readSubscriptions(client);
  }
  return file;
}
