import {
  Binoculars,
  ChartColumn,
  Clapperboard,
  ImageIcon,
  Mic,
  Radar,
  Users,
  Workflow,
  Zap,
} from 'lucide-react';
import { sectionAnchor } from '../lib/styles';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: Clapperboard,
    title: 'AI video creation',
    text: 'Paste a script and get back an edited video with scenes, captions and music, ready to review.',
  },
  {
    icon: ImageIcon,
    title: 'Smart thumbnails',
    text: 'Design click-worthy thumbnails at YouTube’s exact sizes and compare variations side by side.',
  },
  {
    icon: Radar,
    title: 'Competitor intelligence',
    text: 'See which topics, titles and formats are working for the channels in your niche right now.',
  },
  {
    icon: ChartColumn,
    title: 'Advanced analytics',
    text: 'Views, watch time and retention for every video in one dashboard, with trends that explain why.',
  },
  {
    icon: Workflow,
    title: 'Workflow automation',
    text: 'Turn repeat chores like descriptions, tags and reminders into workflows that run on their own.',
  },
  {
    icon: Users,
    title: 'Team collaboration',
    text: 'Invite editors and writers to a shared workspace with roles, comments and approvals.',
  },
  {
    icon: Mic,
    title: 'Voice synthesis',
    text: 'Natural-sounding voice-overs in seconds, in the voice and the language you choose.',
  },
  {
    icon: Binoculars,
    title: 'Competitor spy tool',
    text: 'Follow any channel’s uploads, growth and best performers, and hear about it when they publish.',
  },
  {
    icon: Zap,
    title: 'Automation hub',
    text: 'Schedule posts, reports and alerts from one place, and connect the tools you already use.',
  },
];

export function FeaturesSection() {
  return (
    <section
      id="features"
      tabIndex={-1}
      aria-labelledby="features-title"
      className={`${sectionAnchor} bg-white px-4 py-20 sm:px-6 sm:py-28`}
    >
      <SectionHeading
        id="features-title"
        eyebrow="Features"
        title="Everything your channel needs, in one place"
      >
        Nine tools that used to be nine subscriptions. They share your scripts, your brand and your data, so
        every video starts further ahead.
      </SectionHeading>
      <ul className="mx-auto mt-14 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className="group flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-200/70 hover:ring-brand-100 sm:block sm:p-6"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition group-hover:bg-brand-600 group-hover:text-white">
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{title}</h3>
              <p className="mt-1 leading-7 text-slate-600 sm:mt-2">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
