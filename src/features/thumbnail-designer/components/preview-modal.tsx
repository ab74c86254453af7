import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

const SIZES = [
  { id: 'watch', label: 'Watch page', width: 1280, height: 720 },
  { id: 'search', label: 'Search results', width: 360, height: 202 },
  { id: 'sidebar', label: 'Up next sidebar', width: 168, height: 94 },
  { id: 'phone', label: 'Phone home feed', width: 320, height: 180 },
] as const;

/** The thumbnail at the sizes YouTube shows it, each beside a mock title. */
export function PreviewModal({
  src,
  title,
  onExport,
  onClose,
}: {
  src: string;
  title: string;
  onExport: () => void;
  onClose: () => void;
}) {
  const heading = title.replace(/\s*\n\s*/g, ' ') || 'Your video title';
  return (
    <Modal
      title="Preview"
      description="How your thumbnail looks across YouTube."
      onClose={onClose}
      className="sm:max-w-4xl"
    >
      <Button variant="secondary" className="mb-4" onClick={onExport}>
        <Download className="size-4" aria-hidden />
        Export PNG
      </Button>
      <ul className="space-y-6">
        {SIZES.map((size) => (
          <li key={size.id}>
            <h3 className="text-sm font-semibold text-slate-900">
              {size.label}{' '}
              <span className="font-normal text-slate-600">
                ({size.width}×{size.height})
              </span>
            </h3>
            <div className={size.id === 'watch' ? 'mt-2' : 'mt-2 flex flex-wrap items-start gap-3'}>
              <img
                src={src}
                alt={`Thumbnail at ${size.label.toLowerCase()} size`}
                width={size.width}
                height={size.height}
                style={{ width: size.width, maxWidth: '100%' }}
                className="h-auto shrink-0 rounded-lg"
              />
              <div className={size.id === 'watch' ? 'mt-2' : 'min-w-0 flex-1'}>
                <p className="line-clamp-2 text-sm font-semibold text-slate-900">{heading}</p>
                <p className="text-xs text-slate-600">Your Channel · 12K views · 2 hours ago</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
