import { Pencil, Plus, Radar, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/credits/format';
import type { TrackingPixel } from '@/services/tracking/tracking-pixels';
import type { useTrackingPixels } from '../lib/use-tracking-pixels';
import { DELETE_PIXEL_TEXT, PIXEL_TYPE_LABELS } from '../lib/pixel-labels';
import { PixelFormModal } from './pixel-form-modal';

type Pixels = ReturnType<typeof useTrackingPixels>;

const formatUpdated = (iso: string) => formatDateTime(iso) || 'unknown';

/** Tracking Pixels: the list with its active switches, Add, Edit and Delete (with a question). */
export function PixelsPanel({ pixels, add, update, remove, setActive }: Pixels) {
  const [editing, setEditing] = useState<TrackingPixel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TrackingPixel | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-xl text-sm text-slate-600">
          Active pixels load on every signed-in page and receive the custom events. They are kept in this
          browser.
        </p>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden />
          Add Pixel
        </Button>
      </div>

      {pixels.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <Radar className="size-8 text-brand-600" aria-hidden />
          <p className="font-semibold text-slate-900">No tracking pixels yet</p>
          <p className="max-w-md text-sm text-slate-600">
            Add a Meta Pixel, Google Analytics 4, Google Tag Manager or your own script to measure what
            happens in the app.
          </p>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Tracking pixels">
          {pixels.map((pixel) => (
            <li
              key={pixel.id}
              className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-semibold break-words text-slate-900">{pixel.name}</h3>
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                    {PIXEL_TYPE_LABELS[pixel.type]}
                  </span>
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-xs font-medium',
                      pixel.isActive ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    {pixel.isActive ? 'Active' : 'Inactive'}
                  </span>
                </div>
                <p className="mt-1 font-mono text-sm break-all text-slate-700">{pixel.pixelId}</p>
                {pixel.description && <p className="mt-1 text-sm text-slate-600">{pixel.description}</p>}
                <p className="mt-1 text-xs text-slate-600">Last updated {formatUpdated(pixel.lastUpdated)}</p>
              </div>
              <div className="flex items-center gap-2">
                <Switch
                  checked={pixel.isActive}
                  onCheckedChange={(active) => setActive(pixel.id, active)}
                  aria-label={`${pixel.name} active`}
                />
                <button
                  type="button"
                  onClick={() => setEditing(pixel)}
                  aria-label={`Edit ${pixel.name}`}
                  className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Pencil className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => setDeleting(pixel)}
                  aria-label={`Delete ${pixel.name}`}
                  className="rounded-lg p-2 text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600"
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <PixelFormModal
          pixel={editing === 'new' ? undefined : editing}
          onSave={(input) => (editing === 'new' ? add(input) : update(editing.id, input))}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete tracking pixel"
          message={DELETE_PIXEL_TEXT}
          confirmLabel="Delete"
          destructive
          onConfirm={() => {
            remove(deleting.id);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
