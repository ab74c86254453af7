import { Check, Loader2, RotateCw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { withFailureReported } from '@/lib/report-failure';
import { loadTranslationWidget, translatePageTo } from '@/lib/translation/google-translate';
import { TRANSLATION_LANGUAGES } from '@/lib/translation/languages';

type WidgetState = 'loading' | 'ready' | 'failed';

/** The language list; opening it loads the translator. */
export function LanguagePickerPanel({
  id,
  current,
  onClose,
}: {
  id: string;
  current: string;
  onClose: () => void;
}) {
  const [widget, setWidget] = useState<WidgetState>('loading');
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);

  const [attempt, setAttempt] = useState(0);

  // One load at a time: a retry is offered only once the previous load has failed, and React
  // ignores a state update after the panel closes, so no answer can land on the wrong attempt.
  useEffect(() => {
    loadTranslationWidget().then(
      () => setWidget('ready'),
      () => setWidget('failed'),
    );
  }, [attempt]);

  const retry = () => {
    setWidget('loading');
    setAttempt((n) => n + 1);
  };

  const languages = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? TRANSLATION_LANGUAGES.filter((l) => l.name.toLowerCase().includes(q)) : TRANSLATION_LANGUAGES;
  }, [query]);

  const choose = async (code: string) => {
    setError(null);
    try {
      await translatePageTo(code);
      onClose();
    } catch {
      setError('The page could not be translated. Please try again.');
    }
  };

  return (
    <div
      id={id}
      role="dialog"
      aria-label="Translate this page"
      className="notranslate fixed inset-x-3 top-16 z-50 rounded-xl border border-slate-200 bg-white p-3 text-slate-900 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:mt-2 sm:w-72"
    >
      <p className="px-1 text-xs text-slate-600">
        The page is written in English; other languages are machine translations.
      </p>
      <input
        type="search"
        aria-label="Search languages"
        placeholder="Search languages"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:outline-none"
      />
      {widget === 'loading' && (
        <p role="status" className="mt-2 flex items-center gap-2 px-1 text-sm text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Loading the translator…
        </p>
      )}
      {widget === 'failed' && (
        <div role="alert" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          Translation is unavailable right now. Check your connection and try again.
          <button
            type="button"
            onClick={retry}
            className="mt-1 flex items-center gap-1 font-semibold text-amber-900 underline"
          >
            <RotateCw className="size-3.5" aria-hidden /> Retry
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 px-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <ul aria-label="Languages" className="mt-2 max-h-64 overflow-y-auto">
        {languages.map(({ code, name }) => (
          <li key={code}>
            <button
              type="button"
              lang={code}
              aria-current={code === current ? 'true' : undefined}
              disabled={widget !== 'ready' && code !== 'en'}
              onClick={withFailureReported(() => choose(code))}
              className={cn(
                'flex w-full items-center justify-between rounded-lg px-2 py-1.5 text-left text-sm hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-500',
                code === current && 'font-semibold text-brand-700',
              )}
            >
              {name}
              {code === current && <Check className="size-4" aria-hidden />}
            </button>
          </li>
        ))}
        {languages.length === 0 && (
          <li className="px-2 py-1.5 text-sm text-slate-600">No language matches.</li>
        )}
      </ul>
    </div>
  );
}
