import { Hammer } from 'lucide-react';
import { Link } from 'react-router-dom';

/** A dashboard page whose screen a later release builds: its title and an honest state. */
export function PageBeingBuilt({ title }: { title: string }) {
  return (
    <section aria-labelledby="page-title" className="space-y-6">
      <h1 id="page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <Hammer className="size-8 text-brand-600" aria-hidden />
        <p className="text-lg font-semibold">This page is being built</p>
        <p className="max-w-md text-slate-600">
          {title} arrives in an upcoming release. Everything else in your workspace keeps working in the
          meantime.
        </p>
        <Link to="/dashboard" className="mt-2 text-sm font-semibold text-brand-600 hover:underline">
          Back to the dashboard
        </Link>
      </div>
    </section>
  );
}
