import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';

/** A link to a provider's dashboard, opening in a new tab. */
export function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
    >
      {children}
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/** Webhook event names, as code chips. */
export function Events({ events }: { events: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {events.map((event) => (
        <li key={event}>
          <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-800">
            {event}
          </code>
        </li>
      ))}
    </ul>
  );
}
