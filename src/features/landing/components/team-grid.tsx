const team = [
  {
    name: 'Lena Fischer',
    role: 'Co-founder & CEO',
    bio: 'Ran an education channel for six years before building the tool she wished she had.',
    avatar: 'from-brand-600 to-fuchsia-600',
  },
  {
    name: 'Marcus Bell',
    role: 'Co-founder & CTO',
    bio: 'Builds the systems that turn scripts into videos, and keeps them up 99.9% of the time.',
    avatar: 'from-sky-600 to-brand-700',
  },
  {
    name: 'Sofia Alvarez',
    role: 'Head of Product',
    bio: 'A former video editor who keeps every feature true to how creators really work.',
    avatar: 'from-rose-600 to-amber-600',
  },
  {
    name: 'Kwame Mensah',
    role: 'Head of Creator Success',
    bio: 'Leads the team behind onboarding and the around-the-clock help every creator gets.',
    avatar: 'from-emerald-600 to-teal-700',
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function TeamGrid() {
  return (
    <ul className="mx-auto mt-14 grid max-w-6xl gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {team.map(({ name, role, bio, avatar }) => (
        <li key={name} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
          <span
            aria-hidden="true"
            className={`mx-auto grid size-20 place-items-center rounded-full bg-linear-to-br text-2xl font-bold text-white shadow-lg ring-4 ring-white ${avatar}`}
          >
            {initials(name)}
          </span>
          <h3 className="mt-5 text-lg font-semibold text-slate-900">{name}</h3>
          <p className="text-sm font-medium text-brand-700">{role}</p>
          <p className="mt-3 text-sm leading-6 text-slate-600">{bio}</p>
        </li>
      ))}
    </ul>
  );
}
