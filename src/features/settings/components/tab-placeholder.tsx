import { Construction, Hammer } from 'lucide-react';

/** A settings tab whose content a later release builds: its title and an honest state. */
export function TabBeingBuilt({ title }: { title: string }) {
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-4">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <Hammer className="size-8 text-brand-600" aria-hidden />
        <p className="text-lg font-semibold text-slate-900">This tab is being built</p>
        <p className="max-w-md text-slate-600">
          {title} arrives in an upcoming release. Profile, Billing &amp; Plans and Credits &amp; Usage already
          work.
        </p>
      </div>
    </section>
  );
}

/** The spec's Notifications and Privacy & Security tabs. */
export function TabUnderDevelopment({ title }: { title: string }) {
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-4">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-slate-700">
        <Construction className="size-6 shrink-0 text-amber-600" aria-hidden />
        <p>This section is under development.</p>
      </div>
    </section>
  );
}
