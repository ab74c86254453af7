import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { env } from '@/lib/env';
import { getErrorMessage } from '@/lib/get-error-message';
import { paths } from '@/lib/paths';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { isMissingTable } from '../lib/connection-api';
import { authCheckQuery, databaseCheckQuery } from '../lib/connection-queries';

type Check = { state: 'testing' } | { state: 'connected' } | { state: 'error'; message: string };

function checkOf(read: UseQueryResult<unknown>, fallback?: string): Check {
  if (read.isError) return { state: 'error', message: getErrorMessage(read.error, fallback) };
  return read.isSuccess ? { state: 'connected' } : { state: 'testing' };
}

/** The shared connection diagnostic of /test-connection, /test and /welcome. */
export function ConnectionTestScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const databaseRead = useQuery(databaseCheckQuery(client));
  const database = checkOf(databaseRead, 'No answer from the database');
  const auth = checkOf(useQuery(authCheckQuery(client)));
  const noTables = databaseRead.isError && isMissingTable(databaseRead.error);

  const failed = database.state === 'error' || auth.state === 'error';

  return (
    <main className="mx-auto max-w-2xl space-y-6 px-5 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Connection status</h1>
      <p className="text-slate-600">
        Mode: <strong>{env.mode === 'local' ? 'local (in this browser)' : 'hosted (Supabase)'}</strong>
      </p>
      <Card className="space-y-3">
        <CheckRow label="Database" check={database} />
        <CheckRow label="Auth service" check={auth} />
      </Card>
      {noTables && (
        <p role="alert" className="rounded-lg bg-amber-50 p-4 text-amber-900">
          No tables found: run the migrations (<code>supabase db push</code>).
        </p>
      )}
      {failed && (
        <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Connection failed</p>
          <ul className="mt-2 list-disc pl-5 text-sm">
            <li>Check the Supabase URL and anon key configuration</li>
            <li>Check that the Supabase project is active</li>
            <li>Check that the migrations have run</li>
          </ul>
        </div>
      )}
      <nav className="flex flex-wrap gap-3 text-sm font-semibold">
        <Link className="rounded-lg px-4 py-2 ring-1 ring-slate-300" to={paths.register}>
          Register
        </Link>
        <Link className="rounded-lg px-4 py-2 ring-1 ring-slate-300" to={paths.login}>
          Sign in
        </Link>
        <Link className="rounded-lg bg-brand-600 px-4 py-2 text-white" to={paths.dashboard}>
          Dashboard
        </Link>
      </nav>
    </main>
  );
}

function CheckRow({ label, check }: { label: string; check: Check }) {
  const labelId = useId();
  // A group named by its label, so the state is read (and found) as the label's.
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-4">
      <span id={labelId} className="font-medium">
        {label}
      </span>
      {check.state === 'testing' && (
        <span className="flex items-center gap-2 text-slate-500">
          <Loader2 className="size-4 animate-spin" aria-hidden /> Testing…
        </span>
      )}
      {check.state === 'connected' && (
        <span className="flex items-center gap-2 text-emerald-700">
          <CheckCircle2 className="size-4" aria-hidden /> Connected
        </span>
      )}
      {check.state === 'error' && (
        <span className="flex items-center gap-2 text-right text-red-700">
          <XCircle className="size-4 shrink-0" aria-hidden /> {check.message}
        </span>
      )}
    </div>
  );
}
