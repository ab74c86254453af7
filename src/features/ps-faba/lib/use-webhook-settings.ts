import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { webhookSettingsQuery } from './partner-queries';
import {
  rotateWebhookSecret,
  updateWebhookSettings,
  webhookUrlProblem,
  type WebhookSettings,
} from './webhook-settings-api';

export type WebhookSettingsLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: WebhookSettings };

export interface WebhookSettingsState {
  settings: WebhookSettingsLoad;
  /** Saves the URL (empty removes it); false when refused (the toast or the message says why). */
  saveUrl: (url: string) => Promise<boolean>;
  savingUrl: boolean;
  setEnabled: (enabled: boolean) => void;
  switching: boolean;
  rotateSecret: () => Promise<boolean>;
  rotating: boolean;
}

type SettingsChange = Partial<Pick<WebhookSettings, 'webhook_url' | 'enabled'>>;

/**
 * The user's webhook endpoint, switch and signing secret (a query keyed by user). Each write
 * answers the saved row, which becomes the cached settings; a refused write looks again.
 */
export function useWebhookSettings(client: AppSupabaseClient, userId: string | null): WebhookSettingsState {
  const queryClient = useQueryClient();
  const query = webhookSettingsQuery(client, userId ?? '');
  const read = useQuery({ ...query, enabled: userId !== null });
  const current = read.data ?? null;

  const saved = {
    onSuccess: (value: WebhookSettings) => queryClient.setQueryData(query.queryKey, value),
    onError: () => queryClient.invalidateQueries({ queryKey: query.queryKey }),
  };
  const update = (change: SettingsChange) => {
    if (!current) throw new Error('The webhook settings are not loaded yet');
    return updateWebhookSettings(client, current.user_id, change);
  };

  const urlSave = useMutation({
    mutationFn: (url: string) => update({ webhook_url: url.trim() || null }),
    meta: { errorToast: 'Failed to save the webhook URL' },
    onSuccess(value) {
      saved.onSuccess(value);
      toast.success(value.webhook_url ? 'Webhook URL saved' : 'Webhook URL removed');
    },
    onError: saved.onError,
  });

  const switchChange = useMutation({
    mutationFn: (enabled: boolean) => update({ enabled }),
    meta: { errorToast: 'Failed to change webhooks' },
    onSuccess(value) {
      saved.onSuccess(value);
      toast.success(value.enabled ? 'Webhooks switched on' : 'Webhooks switched off');
    },
    onError: saved.onError,
  });

  const rotation = useMutation({
    mutationFn: () => rotateWebhookSecret(client),
    meta: { errorToast: 'Failed to rotate the webhook secret' },
    onSuccess(value) {
      saved.onSuccess(value);
      toast.success('Webhook secret rotated');
    },
    onError: saved.onError,
  });

  const settings: WebhookSettingsLoad = current
    ? { state: 'ready', value: current }
    : read.isError
      ? { state: 'failed', message: getErrorMessage(read.error) }
      : { state: 'loading' };

  return {
    settings,
    async saveUrl(url) {
      if (!current) return false;
      const problem = webhookUrlProblem(url);
      if (problem) {
        toast.error(problem);
        return false;
      }
      return urlSave.mutateAsync(url).then(
        () => true,
        () => false,
      );
    },
    savingUrl: urlSave.isPending,
    setEnabled(enabled) {
      if (current) switchChange.mutate(enabled);
    },
    switching: switchChange.isPending,
    rotateSecret: () =>
      rotation.mutateAsync().then(
        () => true,
        () => false,
      ),
    rotating: rotation.isPending,
  };
}
