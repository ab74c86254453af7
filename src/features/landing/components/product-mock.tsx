import { AudioLines, ChartColumn, Clapperboard, ImageIcon, Mic, Play, Users } from 'lucide-react';

const railIcons = [Clapperboard, Mic, ImageIcon, ChartColumn, Users];
const thumbnails = [
  'from-rose-500 to-orange-400',
  'from-brand-500 to-fuchsia-500',
  'from-emerald-500 to-cyan-500',
];
const weekBars = [38, 52, 44, 61, 57, 72, 88];

/** A picture of the app drawn in HTML and CSS: decorative, hidden from assistive technology. */
export function ProductMock() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-xl select-none lg:max-w-none">
      <div className="absolute -inset-12 -z-10 bg-[radial-gradient(closest-side,--alpha(var(--color-brand-600)/40%)_60%,--alpha(var(--color-fuchsia-500)/15%)_80%,transparent)]" />
      <div className="overflow-hidden rounded-2xl bg-slate-900 text-white shadow-2xl shadow-black/50 ring-1 ring-white/15">
        <div className="flex items-center gap-1.5 border-b border-white/10 bg-white/5 px-4 py-3">
          <span className="size-2.5 rounded-full bg-rose-400" />
          <span className="size-2.5 rounded-full bg-amber-400" />
          <span className="size-2.5 rounded-full bg-emerald-400" />
          <span className="ml-3 truncate rounded-md bg-white/10 px-3 py-1 text-xs text-slate-200">
            Creator OS · Video Creator
          </span>
        </div>
        <div className="flex">
          <div className="hidden flex-col items-center gap-2 border-r border-white/10 p-3 sm:flex">
            {railIcons.map((Icon, i) => (
              <span
                key={i}
                className={`grid size-9 place-items-center rounded-lg ${i === 0 ? 'bg-brand-600 text-white' : 'text-slate-300'}`}
              >
                <Icon className="size-4" />
              </span>
            ))}
          </div>
          <div className="min-w-0 flex-1 space-y-4 p-4 sm:p-5">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-xs text-slate-300">Script · 6 scenes</p>
                <p className="truncate text-sm font-semibold">3 editing tricks that doubled my retention</p>
              </div>
              <span className="shrink-0 rounded-full bg-emerald-400/15 px-2.5 py-1 text-xs font-medium text-emerald-300">
                Generating
              </span>
            </div>
            <div className="space-y-2.5 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
              <p className="text-xs font-semibold text-brand-100">Scene 1 · Hook</p>
              <div className="h-2 w-11/12 rounded-full bg-white/15" />
              <div className="h-2 w-3/4 rounded-full bg-white/15" />
              <div className="h-2 w-5/6 rounded-full bg-white/10" />
            </div>
            <div>
              <div className="flex justify-between text-xs text-slate-300">
                <span>Rendering scene 4 of 6</span>
                <span>68%</span>
              </div>
              <div className="mt-2 h-2 overflow-hidden rounded-full bg-white/10">
                <div className="h-full w-[68%] rounded-full bg-linear-to-r from-brand-500 to-fuchsia-400" />
              </div>
            </div>
            <div className="grid grid-cols-3 gap-2">
              {thumbnails.map((gradient, i) => (
                <div
                  key={gradient}
                  className={`grid aspect-video place-items-center rounded-lg bg-linear-to-br ${gradient} ${i === 1 ? 'ring-2 ring-white' : 'opacity-80'}`}
                >
                  <Play className="size-4 fill-white text-white" />
                </div>
              ))}
            </div>
            <div className="flex items-end justify-between gap-4 rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
              <div>
                <p className="text-xs text-slate-300">Views · last 7 days</p>
                <p className="mt-1 text-xl font-bold">128.4K</p>
                <p className="text-xs font-medium text-emerald-300">+18% this week</p>
              </div>
              <div className="flex h-14 items-end gap-1">
                {weekBars.map((height, i) => (
                  <span
                    key={i}
                    className={`w-2.5 rounded-sm ${i === weekBars.length - 1 ? 'bg-brand-500' : 'bg-white/20'}`}
                    style={{ height: `${height}%` }}
                  />
                ))}
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-9 -left-6 hidden items-center gap-3 rounded-xl bg-white px-4 py-3 text-slate-900 shadow-xl ring-1 ring-slate-200 sm:flex">
        <span className="grid size-9 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <AudioLines className="size-5" />
        </span>
        <span>
          <span className="block text-sm font-semibold">Voice-over ready</span>
          <span className="block text-xs text-slate-600">Warm narrator · 0:48</span>
        </span>
      </div>
    </div>
  );
}
