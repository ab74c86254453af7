import { Ban, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, TableCell, TableHead, TableRowHeader } from '@/components/ui/table';
import type { ApiKeyRecord } from '../lib/api-keys-api';
import { keyStatus } from '../lib/key-status';
import { formatDate, formatDateTime, relativeDay } from '../lib/relative-day';
import { KeyStatusBadge } from './key-status-badge';
import { PermissionChips } from './permission-chips';

const personName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ') || 'Unknown user';

/** The user's keys: only the prefix of each, its derived status, and Revoke / Delete. */
export function ApiKeysTable({
  keys,
  now,
  onRevoke,
  onDelete,
}: {
  keys: readonly ApiKeyRecord[];
  now: number;
  onRevoke: (key: ApiKeyRecord) => void;
  onDelete: (key: ApiKeyRecord) => void;
}) {
  return (
    <Table
      label="API keys"
      containerClassName="rounded-xl border border-slate-200"
      className="w-full min-w-[54rem] divide-y divide-slate-200"
    >
      <thead className="bg-slate-50">
        <tr>
          <TableHead>Name</TableHead>
          <TableHead>Key</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Permissions</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>Last Used</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white">
        {keys.map((key) => {
          const status = keyStatus(key, now);
          return (
            <tr key={key.id} data-testid="api-key-row">
              <TableRowHeader className="align-top w-56 min-w-48 text-left font-normal">
                <span className="block font-semibold text-slate-900">{key.name}</span>
                {key.description && (
                  <span className="mt-0.5 block text-xs text-slate-600">{key.description}</span>
                )}
              </TableRowHeader>
              <TableCell className="align-top">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs whitespace-nowrap text-slate-800">
                  {key.key_prefix}…
                </code>
              </TableCell>
              <TableCell className="align-top">
                <KeyStatusBadge status={status} />
                {status === 'revoked' && key.revoked_at && (
                  <span className="mt-1 block text-xs whitespace-nowrap text-slate-600">
                    {formatDate(key.revoked_at)}
                    {key.revoker_first_name || key.revoker_last_name
                      ? ` by ${personName(key.revoker_first_name, key.revoker_last_name)}`
                      : ''}
                  </span>
                )}
              </TableCell>
              <TableCell className="align-top">
                <PermissionChips permissions={key.permissions} />
              </TableCell>
              <TableCell className="align-top whitespace-nowrap">
                <span className="block text-slate-900">
                  {personName(key.creator_first_name, key.creator_last_name)}
                </span>
                <span className="block text-xs text-slate-600">{formatDate(key.created_at)}</span>
              </TableCell>
              <TableCell className="align-top whitespace-nowrap">
                {key.expires_at ? formatDate(key.expires_at) : 'Never'}
              </TableCell>
              <TableCell className="align-top whitespace-nowrap">
                {key.last_used_at ? (
                  <time dateTime={key.last_used_at} title={formatDateTime(key.last_used_at)}>
                    {relativeDay(key.last_used_at, now)}
                  </time>
                ) : (
                  'Never'
                )}
              </TableCell>
              <TableCell className="align-top">
                <div className="flex justify-end gap-2">
                  {status === 'active' && (
                    <Button
                      variant="secondary"
                      className="px-3 py-1.5"
                      aria-label={`Revoke ${key.name}`}
                      onClick={() => onRevoke(key)}
                    >
                      <Ban className="size-4" aria-hidden />
                      Revoke
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    className="px-3 py-1.5 text-red-700 hover:bg-red-50"
                    aria-label={`Delete ${key.name}`}
                    onClick={() => onDelete(key)}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    Delete
                  </Button>
                </div>
              </TableCell>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
