import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { env } from '@/lib/env';
import { getErrorMessage } from '@/lib/get-error-message';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';

type Check = { state: 'testing' } | { state: 'connected' } | { state: 'error'; message: string };

const MISSING_TABLE_CODES = new Set(['42P01', 'PGRST205']);
// A signed-out visitor may not read profiles: the database answering "permission denied" is connected.
const PROTECTED_CODE = '42501';

/** The shared connection diagnostic of /test-connection, /test and /welcome. */
export function ConnectionTestScreen() {
  const [database, setDatabase] = useState<Check>({ state: 'testing' });
  const [auth, setAuth] = useState<Check>({ state: 'testing' });
  const [noTables, setNoTables] = useState(false);

  useEffect(() => {
    let active = true;
    supabase
      .from('profiles')
      .select('*', { count: 'exact', head: true })
      .limit(1)
      .then(({ error }) => {
        if (!active) return;
        const failed = error && error.code !== PROTECTED_CODE ? error : null;
        setNoTables(!!failed && MISSING_TABLE_CODES.has(failed.code));
        setDatabase(
          failed
            ? { state: 'error', message: failed.message || 'No answer from the database' }
            : { state: 'connected' },
        );
      });
    supabase.auth
      .getSession()
      .then(({ error }) => {
        if (active) setAuth(error ? { state: 'error', message: error.message } : { state: 'connected' });
      })
      .catch((error: unknown) => {
        if (active) setAuth({ state: 'error', message: getErrorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, []);

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
  return (
    <div className="flex items-center justify-between gap-4">
      <span className="font-medium">{label}</span>
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
