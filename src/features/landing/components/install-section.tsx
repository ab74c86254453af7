import {
  CircleCheck,
  Download,
  EllipsisVertical,
  Share,
  Smartphone,
  Sparkles,
  SquarePlus,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { usePwaInstallContext } from '../lib/install-context';
import { primaryButton, sectionAnchor } from '../lib/styles';
import { DecorativeQrCode } from './decorative-qr-code';

const icon = 'mx-0.5 inline size-4 align-[-3px] text-brand-700';

const platforms: { title: string; steps: ReactNode[] }[] = [
  {
    title: 'iPhone and iPad',
    steps: [
      'Open this page in Safari.',
      <>
        Tap <strong>Share</strong> <Share className={icon} aria-hidden />
      </>,
      <>
        Choose <strong>Add to Home Screen</strong> <SquarePlus className={icon} aria-hidden />
      </>,
      <>
        Tap <strong>Add</strong>. Creator OS appears with your apps.
      </>,
    ],
  },
  {
    title: 'Android',
    steps: [
      'Open this page in Chrome.',
      <>
        Tap the <strong>menu</strong> <EllipsisVertical className={icon} aria-hidden />
      </>,
      <>
        Choose <strong>Install app</strong> <Smartphone className={icon} aria-hidden />
      </>,
      <>
        Confirm with <strong>Install</strong>. Creator OS appears with your apps.
      </>,
    ],
  },
];

/** Install App in the section: the browser's prompt when offered, else a pointer to the steps. */
function InstallAction() {
  const { state, install } = usePwaInstallContext();
  const [hint, setHint] = useState(false);
  const hydrated = useHydrated();
  if (state === 'installed') {
    return (
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
        <CircleCheck className="size-4" aria-hidden /> App Installed
      </p>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
      <button
        type="button"
        className={primaryButton}
        // On the prerendered page, until its code runs.
        disabled={!hydrated}
        onClick={() => {
          if (state === 'installable') install().catch(() => undefined);
          else setHint(true);
        }}
      >
        <Download className="size-4" aria-hidden /> Install App
      </button>
      <p role="status" className="text-sm text-slate-600">
        {hint
          ? 'This browser has not offered a one-tap install: follow the steps for your phone above.'
          : 'Free, no app store, and it takes a few seconds.'}
      </p>
    </div>
  );
}

function PhoneIllustration() {
  return (
    <div
      aria-hidden="true"
      className="w-60 rounded-[2.75rem] bg-ink p-2.5 shadow-2xl ring-1 ring-slate-900/10"
    >
      <div className="relative h-[28rem] overflow-hidden rounded-[2.25rem] bg-linear-to-b from-brand-700 via-indigo-950 to-ink px-5 pt-12 pb-6">
        <div className="absolute top-2.5 left-1/2 h-5 w-20 -translate-x-1/2 rounded-full bg-ink" />
        <div className="grid grid-cols-4 gap-x-3 gap-y-5">
          {Array.from({ length: 12 }, (_, i) =>
            i === 5 ? (
              <div key={i} className="flex flex-col items-center gap-1">
                <span className="grid aspect-square w-full place-items-center rounded-xl bg-linear-to-br from-brand-500 to-brand-700 shadow-lg ring-2 ring-white/70">
                  <Sparkles className="size-5 text-white" />
                </span>
                <span className="text-[9px] leading-none font-medium whitespace-nowrap text-white">
                  Creator OS
                </span>
              </div>
            ) : (
              <span key={i} className="aspect-square rounded-xl bg-white/15" />
            ),
          )}
        </div>
        <div className="absolute inset-x-4 bottom-4 grid grid-cols-4 gap-3 rounded-2xl bg-white/15 p-2.5">
          {Array.from({ length: 4 }, (_, i) => (
            <span key={i} className="aspect-square rounded-xl bg-white/25" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function InstallSection() {
  return (
    <section
      id="install"
      tabIndex={-1}
      aria-labelledby="install-title"
      className={`${sectionAnchor} overflow-hidden bg-white px-4 py-20 sm:px-6 sm:py-28`}
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Mobile app</p>
          <h2
            id="install-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            Creator OS on your home screen
          </h2>
          <p className="mt-4 max-w-xl text-lg text-slate-600">
            Install Creator OS like any other app, without an app store. It opens full-screen, starts fast and
            keeps your workspace one tap away.
          </p>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            {platforms.map(({ title, steps }) => (
              <div key={title} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <ol className="mt-3 space-y-2.5 text-sm text-slate-700">
                  {steps.map((step, i) => (
                    <li key={i} className="flex gap-3">
                      <span className="grid size-5 shrink-0 place-items-center rounded-full bg-brand-100 text-xs font-bold text-brand-700">
                        {i + 1}
                      </span>
                      <span>{step}</span>
                    </li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
          <div className="mt-8">
            <InstallAction />
          </div>
        </div>
        <div className="relative flex flex-col items-center gap-8 sm:flex-row sm:justify-center lg:block lg:min-h-[30rem]">
          <div aria-hidden="true" className="pointer-events-none absolute -inset-16 -z-0 glow-brand-100/60" />
          <div className="relative hidden sm:block lg:ml-auto lg:w-fit lg:pr-6">
            <PhoneIllustration />
          </div>
          <figure className="relative w-56 rounded-2xl bg-white p-4 text-center shadow-xl ring-1 ring-slate-200 lg:absolute lg:bottom-6 lg:left-0">
            <DecorativeQrCode className="mx-auto block size-44" />
            <figcaption className="mt-3 text-xs leading-5 text-slate-600">
              <span className="block text-sm font-semibold text-slate-900">Get it on your phone</span>
              Decorative QR code: it does not need to be scanned. Open this page on your phone instead.
            </figcaption>
          </figure>
        </div>
      </div>
    </section>
  );
}
