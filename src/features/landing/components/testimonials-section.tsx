import { sectionAnchor } from '../lib/styles';
import { SectionHeading } from './section-heading';
import { StarRating } from './star-rating';

const testimonials = [
  {
    name: 'Maya Okafor',
    channel: 'Maya Makes',
    subscribers: '412K subscribers',
    quote:
      'I used to lose a whole weekend to every upload. Now I finish the script on Monday and the video, voice-over and thumbnail are ready before lunch.',
    avatar: 'from-rose-600 to-orange-600',
  },
  {
    name: 'Daniel Reyes',
    channel: 'Reyes Tech Reviews',
    subscribers: '1.2M subscribers',
    quote:
      'Competitor intelligence shows me which topics are rising in my niche before they peak. Three of my last five videos came straight from it.',
    avatar: 'from-brand-600 to-sky-600',
  },
  {
    name: 'Priya Nair',
    channel: 'Budget Bites with Priya',
    subscribers: '86K subscribers',
    quote:
      'The thumbnail designer paid for my plan on its own. My click-through rate went from 4.1% to 6.8% in two months.',
    avatar: 'from-emerald-600 to-teal-700',
  },
  {
    name: 'Tom Becker',
    channel: 'Tom Rides Europe',
    subscribers: '230K subscribers',
    quote:
      'My editor is in Lisbon and I am in Munich. Scripts, comments and approvals all live next to the video, so nothing gets lost in chat.',
    avatar: 'from-amber-600 to-rose-600',
  },
  {
    name: 'Aiko Tanaka',
    channel: 'Aiko Explains',
    subscribers: '640K subscribers',
    quote:
      'The first AI voice I have used that does not sound robotic. I record less, publish more, and my audience has not noticed the difference.',
    avatar: 'from-fuchsia-600 to-brand-600',
  },
  {
    name: 'Samuel Osei',
    channel: 'Osei Finance',
    subscribers: '155K subscribers',
    quote:
      'The automation hub sends me Monday’s numbers before my first coffee. I have not opened a spreadsheet in weeks.',
    avatar: 'from-sky-600 to-indigo-600',
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TestimonialsSection() {
  return (
    <section
      id="reviews"
      tabIndex={-1}
      aria-labelledby="reviews-title"
      className={`${sectionAnchor} relative isolate overflow-hidden bg-ink px-4 py-20 text-white sm:px-6 sm:py-28`}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 left-1/2 -z-10 h-[28rem] w-[64rem] -translate-x-1/2 glow-brand-600/20"
      />
      <SectionHeading
        id="reviews-title"
        eyebrow="Reviews"
        title="Loved by creators of every size"
        tone="dark"
      >
        From first uploads to million-subscriber channels, creators ship more with Creator OS.
      </SectionHeading>
      <ul className="mx-auto mt-14 grid max-w-6xl gap-5 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map(({ name, channel, subscribers, quote, avatar }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <StarRating rating={5} />
              <blockquote className="mt-4 flex-1 leading-7 text-slate-200">
                <p>“{quote}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-white/10 pt-5">
                <span
                  aria-hidden="true"
                  className={`grid size-10 shrink-0 place-items-center rounded-full bg-linear-to-br text-sm font-bold text-white ${avatar}`}
                >
                  {initials(name)}
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-white">{name}</span>
                  <span className="block text-sm text-slate-300">{channel}</span>
                  <span className="block text-sm text-slate-300">{subscribers}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
