import type { ReactNode } from 'react';

/** A section's eyebrow, h2 and introduction, centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  tone = 'light',
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
}) {
  const dark = tone === 'dark';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={`text-sm font-semibold tracking-wide uppercase ${dark ? 'text-brand-100' : 'text-brand-700'}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}
      >
        {title}
      </h2>
      {children && (
        <p className={`mt-4 text-lg text-pretty ${dark ? 'text-slate-300' : 'text-slate-600'}`}>{children}</p>
      )}
    </div>
  );
}
