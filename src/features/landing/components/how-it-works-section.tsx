import { PenLine, Upload, WandSparkles } from 'lucide-react';
import { sectionAnchor } from '../lib/styles';
import { SectionHeading } from './section-heading';

const steps = [
  {
    icon: PenLine,
    title: 'Write a script',
    text: 'Draft in the editor or paste what you already have. Creator OS splits it into scenes for you.',
  },
  {
    icon: WandSparkles,
    title: 'Generate',
    text: 'Pick a voice and a style. The video, the voice-over and thumbnail options arrive in minutes.',
  },
  {
    icon: Upload,
    title: 'Publish',
    text: 'Review, tweak and export, then follow how the video performs in your analytics.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      tabIndex={-1}
      aria-labelledby="how-it-works-title"
      className={`${sectionAnchor} bg-slate-50 px-4 py-20 sm:px-6 sm:py-28`}
    >
      <SectionHeading
        id="how-it-works-title"
        eyebrow="How it works"
        title="From idea to upload in three steps"
      >
        No timeline editing, no stock-footage hunting, no juggling exports between apps.
      </SectionHeading>
      <ol className="mx-auto mt-14 grid max-w-6xl gap-5 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li
            key={title}
            className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-600 text-white shadow-lg shadow-brand-600/25">
                <Icon className="size-5" aria-hidden />
              </span>
              <span aria-hidden="true" className="text-5xl font-extrabold text-slate-200">
                {i + 1}
              </span>
            </div>
            <h3 className="mt-6 text-lg font-semibold text-slate-900">
              <span className="sr-only">Step {i + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 leading-7 text-slate-600">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
