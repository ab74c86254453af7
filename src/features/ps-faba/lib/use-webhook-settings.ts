import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  ensureWebhookSettings,
  rotateWebhookSecret,
  updateWebhookSettings,
  webhookUrlProblem,
  type WebhookSettings,
} from './webhook-settings-api';

export type WebhookSettingsLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: WebhookSettings };

export interface WebhookSettingsState {
  settings: WebhookSettingsLoad;
  reload: () => Promise<void>;
  /** Saves the URL (empty removes it); false when refused (the toast or the message says why). */
  saveUrl: (url: string) => Promise<boolean>;
  setEnabled: (enabled: boolean) => Promise<void>;
  rotateSecret: () => Promise<boolean>;
}

/** The user's webhook endpoint, switch and signing secret. */
export function useWebhookSettings(client: AppSupabaseClient): WebhookSettingsState {
  const [settings, setSettings] = useState<WebhookSettingsLoad>({ state: 'loading' });
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const value = await ensureWebhookSettings(client);
      if (mounted.current) setSettings({ state: 'ready', value });
    } catch (error) {
      if (mounted.current) setSettings({ state: 'failed', message: getErrorMessage(error) });
    }
  }, [client]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  const current = settings.state === 'ready' ? settings.value : null;

  const saveUrl = async (url: string) => {
    if (!current) return false;
    const problem = webhookUrlProblem(url);
    if (problem) {
      toast.error(problem);
      return false;
    }
    try {
      const value = await updateWebhookSettings(client, current.user_id, { webhook_url: url.trim() || null });
      if (mounted.current) setSettings({ state: 'ready', value });
      toast.success(value.webhook_url ? 'Webhook URL saved' : 'Webhook URL removed');
      return true;
    } catch (error) {
      toast.error(`Failed to save the webhook URL: ${getErrorMessage(error)}`);
      return false;
    }
  };

  const setEnabled = async (enabled: boolean) => {
    if (!current) return;
    try {
      const value = await updateWebhookSettings(client, current.user_id, { enabled });
      if (mounted.current) setSettings({ state: 'ready', value });
      toast.success(value.enabled ? 'Webhooks switched on' : 'Webhooks switched off');
    } catch (error) {
      toast.error(`Failed to change webhooks: ${getErrorMessage(error)}`);
    }
  };

  const rotateSecret = async () => {
    try {
      const value = await rotateWebhookSecret(client);
      if (mounted.current) setSettings({ state: 'ready', value });
      toast.success('Webhook secret rotated');
      return true;
    } catch (error) {
      toast.error(`Failed to rotate the webhook secret: ${getErrorMessage(error)}`);
      return false;
    }
  };

  return { settings, reload, saveUrl, setEnabled, rotateSecret };
}
