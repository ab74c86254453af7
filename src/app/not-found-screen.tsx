import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

export function NotFoundScreen() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">404</p>
      <h1 className="text-3xl font-bold">This page does not exist</h1>
      <p className="max-w-md text-slate-600">The address may be mistyped, or the page may have moved.</p>
      <div className="flex gap-3">
        <Link
          className="rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white"
          to={paths.home}
        >
          Go to the home page
        </Link>
        <Link
          className="rounded-lg px-4 py-2.5 text-sm font-semibold ring-1 ring-slate-300"
          to={paths.dashboard}
        >
          Open the dashboard
        </Link>
      </div>
    </main>
  );
}
