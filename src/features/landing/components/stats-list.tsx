const stats = [
  { value: '50,000+', label: 'creators' },
  { value: '10M+', label: 'videos created' },
  { value: '99.9%', label: 'uptime' },
  { value: '24/7', label: 'AI support' },
];

/** The four headline figures. */
export function StatsList({ tone }: { tone: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  return (
    <dl
      className={`grid grid-cols-2 gap-px overflow-hidden rounded-2xl lg:grid-cols-4 ${dark ? 'bg-white/10 ring-1 ring-white/10' : 'bg-slate-200 ring-1 ring-slate-200'}`}
    >
      {stats.map(({ value, label }) => (
        <div
          key={label}
          className={`flex flex-col-reverse gap-1 px-5 py-6 text-center sm:px-6 ${dark ? 'bg-ink' : 'bg-white'}`}
        >
          <dt className={`text-sm font-medium ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{label}</dt>
          <dd
            className={`text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
