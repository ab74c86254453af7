import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { withFailureReported } from '@/lib/report-failure';
import type { ApiKeyRecord } from '../lib/api-keys-api';
import { defaultKeyForm, toGenerateInput, type KeyFormValues } from '../lib/key-form';
import type { ApiKeysState } from '../lib/use-api-keys';
import { useNow } from '../lib/use-now';
import type { WebhookSettingsState } from '../lib/use-webhook-settings';
import { ApiKeysTable } from './api-keys-table';
import { ConfigurationCard } from './configuration-card';
import { GenerateKeyDialog } from './generate-key-dialog';
import { NewKeyDialog } from './new-key-dialog';
import { StatusCards } from './status-cards';

type Pending = { action: 'revoke' | 'delete'; key: ApiKeyRecord };

/** Status, configuration, the key table and the generate / revoke / delete flows. */
export function ApiKeysTab({ apiKeys, webhook }: { apiKeys: ApiKeysState; webhook: WebhookSettingsState }) {
  const { keys } = apiKeys;
  const now = useNow();
  const [form, setForm] = useState<KeyFormValues>(defaultKeyForm);
  const [generating, setGenerating] = useState(false);
  const [newKey, setNewKey] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const generate = async () => {
    const created = await apiKeys.generate(toGenerateInput(form));
    if (!created) return false;
    setGenerating(false);
    setNewKey(created.apiKey);
    return true;
  };

  const secureAndClose = () => {
    setNewKey(null);
    setForm(defaultKeyForm());
  };

  const confirm = async () => {
    if (!pending) return;
    await (pending.action === 'revoke' ? apiKeys.revoke(pending.key) : apiKeys.remove(pending.key));
    setPending(null);
  };

  return (
    <div className="space-y-6">
      {keys === null ? (
        <p className="text-sm text-slate-600" role="status">
          Loading API keys…
        </p>
      ) : (
        <StatusCards keys={keys} now={now} />
      )}

      <ConfigurationCard webhook={webhook} />

      <Card aria-labelledby="psf-keys-title" className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id="psf-keys-title" className="text-lg font-semibold text-slate-900">
              API Keys
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Keys are stored hashed: after generation only their first characters are shown.
            </p>
          </div>
          <Button onClick={() => setGenerating(true)}>
            <Plus className="size-4" aria-hidden />
            Generate API Key
          </Button>
        </div>

        {keys === null ? null : keys.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <KeyRound className="size-6" aria-hidden />
            </span>
            <p className="mt-3 font-semibold text-slate-900">
              {apiKeys.loadFailed ? 'API keys could not be loaded' : 'No API keys yet'}
            </p>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              {apiKeys.loadFailed
                ? 'Check your connection and try again.'
                : 'Generate a key to connect PS-FABA to your account.'}
            </p>
            {apiKeys.loadFailed && (
              <Button variant="secondary" className="mt-4" onClick={apiKeys.retry}>
                Try again
              </Button>
            )}
          </div>
        ) : (
          <ApiKeysTable
            keys={keys}
            now={now}
            onRevoke={(key) => setPending({ action: 'revoke', key })}
            onDelete={(key) => setPending({ action: 'delete', key })}
          />
        )}
      </Card>

      {generating && (
        <GenerateKeyDialog
          values={form}
          busy={apiKeys.generating}
          onChange={setForm}
          onGenerate={generate}
          onClose={() => setGenerating(false)}
        />
      )}
      {newKey !== null && <NewKeyDialog apiKey={newKey} onClose={secureAndClose} />}
      {pending && (
        <ConfirmDialog
          title={pending.action === 'revoke' ? 'Revoke API key?' : 'Delete API key?'}
          message={
            pending.action === 'revoke'
              ? `Are you sure you want to revoke the API key "${pending.key.name}"? This action cannot be undone and will immediately disconnect the partner integration.`
              : `Are you sure you want to permanently delete the API key "${pending.key.name}"? This action cannot be undone.`
          }
          confirmLabel={pending.action === 'revoke' ? 'Revoke Key' : 'Delete Key'}
          destructive
          busy={apiKeys.changing}
          onConfirm={withFailureReported(confirm)}
          onCancel={() => setPending(null)}
        />
      )}
    </div>
  );
}
