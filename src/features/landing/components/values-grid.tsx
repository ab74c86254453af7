import { Heart, Lock, Rocket, ShieldCheck } from 'lucide-react';

const values = [
  {
    icon: Heart,
    title: 'Creators first',
    text: 'Every feature starts from a real creator’s workflow, not from what is easiest for us to build.',
  },
  {
    icon: ShieldCheck,
    title: 'Honest AI',
    text: 'AI does the heavy lifting; you stay in control of every word, every voice and every frame.',
  },
  {
    icon: Rocket,
    title: 'Small steps, shipped often',
    text: 'We release improvements every week and read every piece of feedback you send us.',
  },
  {
    icon: Lock,
    title: 'Your work stays yours',
    text: 'Your scripts, videos and data belong to you. We never sell them and never train on them without asking.',
  },
];

export function ValuesGrid() {
  return (
    <ul className="mx-auto mt-14 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {values.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
            <Icon className="size-5" aria-hidden />
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 leading-7 text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  );
}
