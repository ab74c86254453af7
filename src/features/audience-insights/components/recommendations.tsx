import { Clock, Globe, Lightbulb } from 'lucide-react';
import { audienceRecommendations } from '@/data/audience-insights';

const icons = [Clock, Lightbulb, Globe];

/** The three recommendation cards. */
export function Recommendations() {
  return (
    <section aria-labelledby="recommendations-heading">
      <h2 id="recommendations-heading" className="text-lg font-semibold text-slate-900">
        Recommendations
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {audienceRecommendations.map((recommendation, index) => {
          const Icon = icons[index % icons.length];
          return (
            <li key={recommendation.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
              <Icon className="size-5 text-brand-700" aria-hidden />
              <h3 className="mt-2 font-semibold text-slate-900">{recommendation.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{recommendation.body}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
