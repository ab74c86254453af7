import { CheckCircle2, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const promises = [
  '5 free credits to start',
  'Scripts to videos with AI',
  'Voice-overs and thumbnails',
  'Cancel anytime',
];

/** The split auth layout: a marketing panel beside the form panel (stacked on a phone). */
export function AuthSplitLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-h-screen lg:grid-cols-2">
      <aside className="hidden flex-col justify-between bg-ink p-12 text-white lg:flex">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold">
          <Sparkles className="size-5 text-brand-500" aria-hidden /> Creator OS
        </Link>
        <div>
          <h2 className="text-4xl font-extrabold tracking-tight">The Creator&apos;s Operational System</h2>
          <ul className="mt-8 space-y-3 text-slate-300">
            {promises.map((p) => (
              <li key={p} className="flex items-center gap-3">
                <CheckCircle2 className="size-5 text-brand-500" aria-hidden /> {p}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm text-slate-400">Trusted by 50,000+ creators.</p>
      </aside>
      <main className="flex items-center justify-center px-5 py-10 sm:px-10">
        <div className="w-full max-w-md">
          <Link to={paths.home} className="mb-8 flex items-center gap-2 text-lg font-bold lg:hidden">
            <Sparkles className="size-5 text-brand-600" aria-hidden /> Creator OS
          </Link>
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
