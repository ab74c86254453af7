import { CheckCircle2, Loader2, PlugZap, Save, ShieldCheck, XCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { withFailureReported } from '@/lib/report-failure';
import { PROVIDER_KEY_ENTRIES } from '../lib/provider-key-entries';
import { useProviderKeys } from '../lib/use-provider-keys';
import { ProviderKeyCard } from './provider-key-card';
import { ProviderPriorityPanel } from './provider-priority-panel';

/**
 * API Keys: the user's own keys for the four providers. They stay in this browser and go only to
 * their provider (a test, a generation); with any saved, generation charges no credits.
 */
export function ApiKeysTab() {
  const { keys, setValue, toggleVisible, test, testAll, testingAll, save, notice } = useProviderKeys();
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-2xl">
          <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
            API Keys
          </h2>
          <p className="mt-1 text-slate-600">
            Use your own provider accounts: with any key saved, video and voice generation run on your
            accounts and no credits are charged.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={withFailureReported(testAll)} disabled={testingAll}>
            {testingAll ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <PlugZap className="size-4" aria-hidden />
            )}
            Test All
          </Button>
          <Button onClick={save}>
            <Save className="size-4" aria-hidden />
            Save Keys
          </Button>
        </div>
      </div>

      <p className="flex items-start gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        Your keys are kept only in this browser and are sent only to their own provider, never to our servers.
      </p>

      <div aria-live="polite">
        {notice && (
          <p
            role={notice.kind === 'error' ? 'alert' : 'status'}
            className={
              notice.kind === 'error'
                ? 'flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800'
                : 'flex items-center gap-2 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800'
            }
          >
            {notice.kind === 'error' ? (
              <XCircle className="size-4 shrink-0" aria-hidden />
            ) : (
              <CheckCircle2 className="size-4 shrink-0" aria-hidden />
            )}
            {notice.text}
          </p>
        )}
      </div>

      <ul className="grid gap-4 xl:grid-cols-2" aria-label="Provider keys">
        {PROVIDER_KEY_ENTRIES.map((entry) => (
          <ProviderKeyCard
            key={entry.id}
            entry={entry}
            state={keys[entry.id]}
            onChange={(value) => setValue(entry.id, value)}
            onToggleVisible={() => toggleVisible(entry.id)}
            onTest={withFailureReported(() => test(entry.id))}
            testDisabled={testingAll}
          />
        ))}
      </ul>

      <ProviderPriorityPanel />
    </section>
  );
}
