import { ArrowRight, Check, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { darkSecondaryButton, primaryButton } from '../lib/styles';
import { ProductMock } from './product-mock';
import { StatsList } from './stats-list';

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-64 left-1/2 h-[40rem] w-[72rem] -translate-x-1/2 glow-brand-600/25" />
        <div className="absolute top-1/3 -right-36 size-96 glow-fuchsia-500/10" />
        <div className="absolute inset-0 bg-[radial-gradient(rgba(255,255,255,0.06)_1px,transparent_1px)] [background-size:24px_24px] [mask-image:linear-gradient(to_bottom,black,transparent)]" />
      </div>
      <div className="mx-auto grid max-w-[75rem] grid-cols-1 items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-12 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/15">
            <Sparkles className="size-4 text-brand-100" aria-hidden /> The Creator&apos;s Operational System
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]"
          >
            From script to published video,{' '}
            <span className="bg-linear-to-r from-brand-100 via-indigo-200 to-fuchsia-200 bg-clip-text text-transparent">
              in one place
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-300">
            Creator OS turns your scripts into finished videos with AI voice-overs and click-worthy
            thumbnails, then watches your analytics and your competitors so you know what to make next.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={paths.register} className={primaryButton}>
              Start Free <ArrowRight className="size-4" aria-hidden />
            </Link>
            <Link to={paths.login} className={darkSecondaryButton}>
              Sign In
            </Link>
          </div>
          <p className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-slate-300">
            <span className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-emerald-300" aria-hidden /> Free 14-day trial · No credit card
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Check className="size-4 text-emerald-300" aria-hidden /> 5 free credits to start
            </span>
          </p>
        </div>
        <ProductMock />
      </div>
      <div className="mx-auto max-w-[75rem] px-4 pb-16 sm:px-6 lg:pb-24">
        <StatsList tone="dark" />
      </div>
    </section>
  );
}
