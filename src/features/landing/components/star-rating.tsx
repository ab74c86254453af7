import { Star } from 'lucide-react';

/** Stars out of five, read out as "Rated N out of 5". */
export function StarRating({ rating }: { rating: number }) {
  return (
    <div role="img" aria-label={`Rated ${rating} out of 5`} className="flex gap-0.5">
      {Array.from({ length: 5 }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={`size-4 ${i < rating ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-500'}`}
        />
      ))}
    </div>
  );
}
