import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

const plans = ['Free', 'Starter', 'Creator', 'Pro'];

/** The closing call to action: Start Free, Sign In, the trial terms and the plan names. */
export function CtaSection({ title, children }: { title: string; children: string }) {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-600 via-brand-700 to-indigo-900 px-5 py-14 text-center text-white shadow-2xl shadow-brand-600/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 -right-40 -z-10 size-[26rem] glow-fuchsia-400/30"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-40 -z-10 size-[26rem] glow-sky-400/20"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">{children}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to={paths.register}
            className="inline-flex items-center gap-2 rounded-xl bg-white px-5 py-3 text-sm font-semibold text-brand-700 shadow-lg transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Start Free <ArrowRight className="size-4" aria-hidden />
          </Link>
          <Link
            to={paths.login}
            className="inline-flex items-center rounded-xl px-5 py-3 text-sm font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Sign In
          </Link>
        </div>
        <p className="mt-5 text-sm text-balance text-brand-50">
          Free 14-day trial · No credit card · 5 free credits
        </p>
        <ul aria-label="Plans" className="mt-8 flex flex-wrap justify-center gap-2 text-sm">
          {plans.map((plan) => (
            <li
              key={plan}
              className={`rounded-full px-2.5 py-1 font-medium ring-1 ${plan === 'Creator' ? 'bg-white text-brand-700 ring-white' : 'text-white ring-white/30'}`}
            >
              {plan}
              {plan === 'Creator' && <span className="ml-1.5 text-xs font-bold uppercase">Popular</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
