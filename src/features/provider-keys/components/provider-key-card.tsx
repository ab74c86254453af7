import { ExternalLink, Eye, EyeOff, Loader2, PlugZap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ProviderKeyEntry } from '../lib/provider-key-entries';
import type { KeyState } from '../lib/use-provider-keys';
import { KeyStatusLine } from './key-status';

/** One provider's key: the field with show/hide, Test, its status and the provider's docs. */
export function ProviderKeyCard({
  entry,
  state,
  onChange,
  onToggleVisible,
  onTest,
  testDisabled,
}: {
  entry: ProviderKeyEntry;
  state: KeyState;
  onChange: (value: string) => void;
  onToggleVisible: () => void;
  onTest: () => void;
  testDisabled: boolean;
}) {
  const inputId = `api-key-${entry.id}`;
  const statusId = `${inputId}-status`;
  const testing = state.status === 'testing';
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{entry.name}</h3>
          <p className="text-sm text-slate-600">{entry.description}</p>
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
          Optional
        </span>
      </div>

      <Field
        id={inputId}
        label={`${entry.name} API key`}
        description={
          <>
            Variable name:{' '}
            <code className="rounded bg-slate-100 px-1 py-0.5 text-slate-800">{entry.variable}</code>
          </>
        }
        error={state.error ?? undefined}
      >
        {(wiring) => (
          <div className="flex flex-col gap-2 sm:flex-row">
            <div className="relative min-w-0 flex-1">
              <Input
                {...wiring}
                aria-describedby={`${wiring['aria-describedby']} ${statusId}`}
                type={state.visible ? 'text' : 'password'}
                value={state.value}
                onChange={(event) => onChange(event.target.value)}
                autoComplete="off"
                spellCheck={false}
                placeholder="Paste your key"
                className="pr-11 font-mono"
              />
              <button
                type="button"
                onClick={onToggleVisible}
                aria-label={state.visible ? `Hide ${entry.name} API key` : `Show ${entry.name} API key`}
                aria-pressed={state.visible}
                className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {state.visible ? (
                  <EyeOff className="size-4" aria-hidden />
                ) : (
                  <Eye className="size-4" aria-hidden />
                )}
              </button>
            </div>
            <Button
              variant="secondary"
              onClick={onTest}
              disabled={testing || testDisabled}
              aria-label={`Test ${entry.name} API key`}
            >
              {testing ? (
                <Loader2 className="size-4 animate-spin" aria-hidden />
              ) : (
                <PlugZap className="size-4" aria-hidden />
              )}
              Test
            </Button>
          </div>
        )}
      </Field>

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
        <KeyStatusLine id={statusId} status={state.status} />
        <a
          href={entry.docsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          {entry.name} documentation
          <ExternalLink className="size-3.5" aria-hidden />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}
