import { Sparkles } from 'lucide-react';
import { CtaSection } from '../components/cta-section';
import { MarketingLayout } from '../components/marketing-layout';
import { SectionHeading } from '../components/section-heading';
import { StatsList } from '../components/stats-list';
import { TeamGrid } from '../components/team-grid';
import { ValuesGrid } from '../components/values-grid';

/** The About Us page (`/about`): mission, story, values, team and figures. */
export function AboutScreen() {
  return (
    <MarketingLayout>
      <section aria-labelledby="about-title" className="relative isolate overflow-hidden bg-ink text-white">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-56 left-1/2 -z-10 h-[36rem] w-[68rem] -translate-x-1/2 glow-brand-600/25"
        />
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-50 ring-1 ring-white/15">
            <Sparkles className="size-4 text-brand-100" aria-hidden /> About Us
          </p>
          <h1
            id="about-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            We build the operating system for video creators
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-slate-300">
            Creator OS brings writing, production, design and insight into one workspace, so creators spend
            their time on ideas instead of on tools.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="bg-white px-4 py-20 sm:px-6 sm:py-28">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Our mission</p>
            <h2
              id="mission-title"
              className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              Give every creator the production power of a studio, without the studio
            </h2>
          </div>
          <div className="space-y-5 text-lg leading-8 text-slate-600">
            <p>
              Great channels are built on ideas, consistency and a voice of their own. Too often they stall on
              everything around them: editing timelines, recording takes, designing thumbnails and guessing
              what the audience wants next.
            </p>
            <p>
              We handle that part. AI video creation, voice synthesis, smart thumbnails, analytics and
              competitor intelligence work together in Creator OS, so one person can publish like a team and a
              team can publish like a studio.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="story-title" className="bg-slate-50 px-4 py-20 sm:px-6 sm:py-28">
        <div className="mx-auto max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Our story</p>
          <h2
            id="story-title"
            className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            It started with too many browser tabs
          </h2>
          <div className="mt-8 space-y-5 text-lg leading-8 text-slate-600">
            <p>
              Our founders ran a small education channel and, like most creators, juggled a script editor, a
              voice recorder, a thumbnail app, two analytics dashboards and a folder of notes on other
              channels. Every upload meant copying the same information into six places.
            </p>
            <p>
              So they built one place for all of it, first for themselves and then for the creators they
              worked with. A script became a video, the video got its voice-over and thumbnail, and the
              analytics fed the next idea.
            </p>
            <p>
              Today more than 50,000 creators use Creator OS, from first-time uploaders to teams publishing
              every day. The goal has not changed: less busywork, more making.
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-white px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="values-title" eyebrow="Values" title="What we care about">
          Four promises that guide what we build and how we build it.
        </SectionHeading>
        <ValuesGrid />
      </section>

      <section aria-labelledby="team-title" className="bg-slate-50 px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="team-title" eyebrow="Team" title="The people behind Creator OS">
          Creators, editors and engineers who have sat on both sides of the upload button.
        </SectionHeading>
        <TeamGrid />
      </section>

      <section aria-labelledby="numbers-title" className="bg-white px-4 py-20 sm:px-6 sm:py-28">
        <SectionHeading id="numbers-title" eyebrow="By the numbers" title="Creator OS today" />
        <div className="mx-auto mt-12 max-w-6xl">
          <StatsList tone="light" />
        </div>
      </section>

      <CtaSection title="Start creating with Creator OS">
        Join 50,000+ creators and turn your next script into a finished video this afternoon.
      </CtaSection>
    </MarketingLayout>
  );
}
