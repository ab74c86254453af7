import { CheckCircle2, XCircle } from 'lucide-react';
import { Table, TableCell, TableHead, TableRowHeader } from '@/components/ui/table';
import type { WebhookDelivery } from '../lib/webhook-deliveries-api';
import { formatDateTime } from '../lib/relative-day';

/** The delivery attempts: event, answer, outcome, time and error. */
export function DeliveriesTable({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  return (
    <Table
      label="Webhook deliveries"
      containerClassName="rounded-xl border border-slate-200"
      className="w-full min-w-[48rem] divide-y divide-slate-200"
    >
      <thead className="bg-slate-50">
        <tr>
          <TableHead>Event</TableHead>
          <TableHead>Status Code</TableHead>
          <TableHead>Result</TableHead>
          <TableHead>Time</TableHead>
          <TableHead>Error</TableHead>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white">
        {deliveries.map((delivery) => (
          <tr key={delivery.id} data-testid="delivery-row">
            <TableRowHeader className="align-top text-left font-normal">
              <span className="block font-mono text-sm font-medium text-slate-900">
                {delivery.event_type}
              </span>
              <span className="block font-mono text-xs break-all text-slate-600">{delivery.event_id}</span>
            </TableRowHeader>
            <TableCell className="align-top font-mono">{delivery.status_code ?? '—'}</TableCell>
            <TableCell className="align-top">
              {delivery.ok ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 ring-inset">
                  <CheckCircle2 className="size-3.5" aria-hidden />
                  Delivered
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200 ring-inset">
                  <XCircle className="size-3.5" aria-hidden />
                  Failed
                </span>
              )}
            </TableCell>
            <TableCell className="align-top whitespace-nowrap">
              <time dateTime={delivery.attempted_at}>{formatDateTime(delivery.attempted_at)}</time>
            </TableCell>
            <TableCell className="align-top max-w-72 text-xs break-words">{delivery.error ?? '—'}</TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
