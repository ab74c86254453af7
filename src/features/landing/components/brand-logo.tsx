import { Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';

/** The product's mark and name, linking home. */
export function BrandLogo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      aria-label="Creator OS home"
      className="flex shrink-0 items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white"
    >
      <span className="grid size-8 place-items-center rounded-lg bg-linear-to-br from-brand-500 to-brand-700 shadow-lg shadow-brand-600/30 ring-1 ring-white/20">
        <Sparkles className="size-4 text-white" aria-hidden />
      </span>
      Creator OS
    </Link>
  );
}
