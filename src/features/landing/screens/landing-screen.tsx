import { ArrowRight, Clapperboard, Mic, Sparkles, Wand2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const highlights = [
  {
    icon: Clapperboard,
    title: 'AI video creation',
    text: 'Turn a script into a finished video with the AI provider that is up right now.',
  },
  {
    icon: Mic,
    title: 'Voice synthesis',
    text: 'Natural voice-overs in seconds, ready to play and download.',
  },
  {
    icon: Wand2,
    title: 'Smart thumbnails',
    text: 'Design click-worthy thumbnails at YouTube’s exact sizes.',
  },
];

export function LandingScreen() {
  return (
    <div className="min-h-screen bg-ink text-white">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Link to={paths.home} className="flex items-center gap-2 text-lg font-bold">
          <Sparkles className="size-5 text-brand-500" aria-hidden /> Creator OS
        </Link>
        <nav className="flex items-center gap-3 text-sm">
          <Link
            to={paths.login}
            className="rounded-lg px-3 py-2 font-semibold text-slate-200 hover:text-white"
          >
            Sign In
          </Link>
          <Link
            to={paths.register}
            className="rounded-lg bg-brand-600 px-4 py-2 font-semibold hover:bg-brand-700"
          >
            Start Free
          </Link>
        </nav>
      </header>
      <main>
        <section className="mx-auto max-w-6xl px-6 pt-16 pb-20 text-center sm:pt-24">
          <p className="mx-auto w-fit rounded-full bg-white/10 px-4 py-1 text-sm text-brand-100">
            The Creator&apos;s Operational System
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            From script to published video, in one place
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-300">
            Make videos with AI, add voice-overs, design thumbnails and keep an eye on your channel. Start
            free with 5 credits — no credit card.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link
              to={paths.register}
              className="inline-flex items-center gap-2 rounded-xl bg-brand-600 px-6 py-3 font-semibold hover:bg-brand-700"
            >
              Start Free <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Link
              to={paths.login}
              className="rounded-xl px-6 py-3 font-semibold ring-1 ring-white/30 hover:bg-white/10"
            >
              Sign In
            </Link>
          </div>
        </section>
        <section className="mx-auto grid max-w-6xl gap-6 px-6 pb-24 sm:grid-cols-3" aria-label="Features">
          {highlights.map(({ icon: Icon, title, text }) => (
            <article key={title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Icon className="size-6 text-brand-500" aria-hidden />
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-slate-300">{text}</p>
            </article>
          ))}
        </section>
      </main>
    </div>
  );
}
