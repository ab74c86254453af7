import { useEffect, useRef, useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { ApiKeysTab } from '../components/api-keys-tab';
import { IntegrationGuideTab } from '../components/integration-guide-tab';
import { WebhookLogsTab } from '../components/webhook-logs-tab';
import { useApiKeys } from '../lib/use-api-keys';
import { useWebhookSettings } from '../lib/use-webhook-settings';

const TABS = [
  { id: 'api-keys', label: 'API Keys' },
  { id: 'webhook-logs', label: 'Webhook Logs' },
  { id: 'guide', label: 'Integration Guide' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const ID_PREFIX = 'ps-faba';

/** The payment partner (PS-FABA) integration: API keys, webhooks and the guide. */
export function PsFabaScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const [tab, setTab] = useState<TabId>('api-keys');
  // 'Change' on the Webhook Logs tab takes the user to the URL field on the API Keys tab.
  const focusUrl = useRef(false);
  const userId = useAuth().user?.id ?? null;
  const apiKeys = useApiKeys(client, userId);
  const webhook = useWebhookSettings(client, userId);

  useEffect(() => {
    if (!focusUrl.current || tab !== 'api-keys') return;
    const input = document.getElementById('psf-webhook-url');
    if (input) {
      input.scrollIntoView({ block: 'center' });
      input.focus();
      focusUrl.current = false;
    }
  }, [tab, webhook.settings.state]);

  return (
    <div className="space-y-6">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">PS-FABA Integration</h1>
        <p className="mt-1 text-slate-600">
          Connect the PS-FABA payment gateway: issue and revoke its API keys, receive signed payment webhooks
          and follow the integration guide.
        </p>
      </div>

      <TabList
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label="PS-FABA Integration"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-fit sm:max-w-full sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-sm"
      />

      <TabPanel idPrefix={ID_PREFIX} id={tab} className="min-w-0">
        {tab === 'api-keys' && <ApiKeysTab apiKeys={apiKeys} webhook={webhook} />}
        {tab === 'webhook-logs' && (
          <WebhookLogsTab
            webhook={webhook}
            client={client}
            userId={userId}
            onEditUrl={() => {
              focusUrl.current = true;
              setTab('api-keys');
            }}
          />
        )}
        {tab === 'guide' && <IntegrationGuideTab />}
      </TabPanel>
    </div>
  );
}
