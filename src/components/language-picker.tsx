import { ChevronDown, Languages } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { currentTranslationLanguage, loadTranslationWidget } from '@/lib/translation/google-translate';
import { useDismiss } from '@/lib/use-dismiss';

// The language list and the translator load only when the picker is first opened.
const LanguagePickerPanel = lazy(() =>
  import('./language-picker-panel').then((m) => ({ default: m.LanguagePickerPanel })),
);

function languageName(code: string): string {
  // The usual case without Intl: its first DisplayNames loads the locale data, about 8 ms.
  if (code === 'en') return 'English';
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The page-translation widget: English by default, any of Google's languages on request. */
export function LanguagePicker({ tone = 'light' }: { tone?: 'dark' | 'light' }) {
  const [open, setOpen] = useState(false);
  const [language] = useState(currentTranslationLanguage);
  // Not on every render: an Intl.DisplayNames costs a millisecond or more, and the top bar renders often.
  const name = useMemo(() => languageName(language), [language]);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(container, open, close);

  // A translation chosen earlier is shown again on the next visit.
  useEffect(() => {
    if (language !== 'en') loadTranslationWidget().catch(() => undefined);
  }, [language]);

  return (
    <div className="relative" ref={container} translate="no">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`Language: ${name}`}
        onClick={() => setOpen((o) => !o)}
        className={cn(
          'notranslate flex items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-semibold',
          tone === 'dark'
            ? 'text-slate-200 hover:bg-white/10 hover:text-white'
            : 'text-slate-700 hover:bg-slate-100',
        )}
      >
        <Languages className="size-4" aria-hidden />
        <span aria-hidden className="hidden sm:inline">
          {name}
        </span>
        <ChevronDown className="hidden size-3.5 opacity-70 sm:block" aria-hidden />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LanguagePickerPanel id={panelId} current={language} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
