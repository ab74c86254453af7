import { Card } from '@/components/ui/card';

/** A row of figure cards (label above value). */
export function SummaryCards({
  label,
  items,
}: {
  label: string;
  items: readonly { label: string; value: string }[];
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <li key={item.label}>
          <Card className="h-full p-4 sm:p-5">
            <p className="text-sm text-slate-600">{item.label}</p>
            <p className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl">{item.value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
