import { Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { env } from '@/lib/env';
import { Table, TableCell, TableHead, TableRowHeader } from '@/components/ui/table';
import {
  API_KEY_HEADER,
  GUIDE_STEPS,
  PARTNER_ENDPOINTS,
  RATE_LIMIT_PER_MINUTE,
  SAMPLE_PAYLOAD,
  SIGNATURE_HEADER,
  STEP_STATUS_LABEL,
  VERIFY_SNIPPET,
  WEBHOOK_EVENTS,
} from '../lib/guide-content';
import { partnerEndpoint } from '../lib/partner-endpoint';
import { PERMISSION_INFO } from '../lib/permissions';
import { CodeBlock } from './code-block';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} className="min-w-0 space-y-4 p-4 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      </div>
      {children}
    </Card>
  );
}

const Mono = ({ children }: { children: ReactNode }) => (
  <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-800">
    {children}
  </code>
);

/** How PS-FABA connects: the steps, the events, a sample payload, signatures and the API. */
export function IntegrationGuideTab() {
  const endpoint = partnerEndpoint(env);
  const base = endpoint.url ?? `https://<project>.supabase.co${endpoint.path}`;
  const curl = `curl ${base}/payments?limit=10 \\\n  -H "${API_KEY_HEADER}: psf_live_…"`;

  return (
    <div className="space-y-6">
      <Section id="psf-guide-steps" title="Integration Steps">
        <ol className="space-y-3">
          {GUIDE_STEPS.map((step, index) => (
            <li key={step.title} className="flex items-start gap-4 rounded-xl border border-slate-200 p-4">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
                {index + 1}
              </span>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <span
                    data-status={step.status}
                    className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700"
                  >
                    <Circle className="size-3" aria-hidden />
                    {STEP_STATUS_LABEL[step.status]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-600">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="psf-guide-events"
        title="Supported Webhook Events"
        intro="Each event is POSTed as JSON to your webhook URL, with its type in X-PS-FABA-Event."
      >
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {WEBHOOK_EVENTS.map((event) => (
            <li
              key={event.type}
              className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <span className="font-mono text-sm font-semibold text-slate-900 sm:w-56 sm:shrink-0">
                {event.type}
              </span>
              <span className="text-sm text-slate-600">{event.description}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="psf-guide-payload" title="Sample Payload">
        <CodeBlock code={JSON.stringify(SAMPLE_PAYLOAD, null, 2)} label="Sample payload" />
      </Section>

      <Section
        id="psf-guide-signature"
        title="Verify the Signature"
        intro={
          <>
            Every delivery carries <Mono>{SIGNATURE_HEADER}: t=&lt;unix time&gt;,v1=&lt;hex&gt;</Mono>, where
            hex is HMAC-SHA256 with your webhook secret over <Mono>&lt;t&gt;.&lt;raw body&gt;</Mono>. Compare
            in constant time and refuse timestamps older than 5 minutes.
          </>
        }
      >
        <CodeBlock code={VERIFY_SNIPPET} label="Signature check" />
      </Section>

      <Section
        id="psf-guide-api"
        title="Call the API"
        intro={
          <>
            Send the key in the <Mono>{API_KEY_HEADER}</Mono> header. Each key may make{' '}
            {RATE_LIMIT_PER_MINUTE} requests per minute; over that the API answers 429 with Retry-After.
            Revoked and expired keys get 401.
          </>
        }
      >
        <Table
          label="API endpoints"
          containerClassName="rounded-xl border border-slate-200"
          className="w-full min-w-[36rem] divide-y divide-slate-200"
        >
          <thead className="bg-slate-50">
            <tr>
              <TableHead>Endpoint</TableHead>
              <TableHead>Returns</TableHead>
              <TableHead>Permission</TableHead>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {PARTNER_ENDPOINTS.map((item) => (
              <tr key={item.path}>
                <TableRowHeader className="align-top text-left font-mono font-semibold whitespace-nowrap text-slate-900">
                  GET {item.path}
                </TableRowHeader>
                <TableCell className="align-top">{item.description}</TableCell>
                <TableCell className="align-top whitespace-nowrap">
                  {item.permission ? PERMISSION_INFO[item.permission].label : 'Any valid key'}
                </TableCell>
              </tr>
            ))}
          </tbody>
        </Table>
        <CodeBlock code={curl} label="Example request" />
      </Section>
    </div>
  );
}
