import { ChevronDown, ChevronUp, Eye, EyeOff, Image, Square, Trash2, Type, Wallpaper } from 'lucide-react';
import { cn } from '@/lib/cn';
import { canMove, type Layer } from '../lib/layer-model';

const kindIcon = { background: Wallpaper, text: Type, shape: Square, image: Image } as const;

const iconButton =
  'rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

/** The layers, top first: select, show/hide, move up/down, delete. */
export function LayerList({
  layers,
  selectedId,
  onSelect,
  onToggle,
  onMove,
  onDelete,
}: {
  layers: readonly Layer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
  onMove: (id: string, direction: 'up' | 'down') => void;
  onDelete: (id: string) => void;
}) {
  const topFirst = [...layers].reverse();
  return (
    <ul aria-label="Layers" className="space-y-1">
      {topFirst.map((layer) => {
        const Icon = kindIcon[layer.kind];
        const selected = layer.id === selectedId;
        return (
          <li
            key={layer.id}
            data-testid="layer-row"
            className={cn(
              'flex items-center gap-1 rounded-lg border px-1.5 py-1',
              selected ? 'border-brand-500 bg-brand-50' : 'border-transparent hover:bg-slate-50',
            )}
          >
            <button
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(layer.id)}
              className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Icon className="size-4 shrink-0 text-slate-600" aria-hidden />
              <span
                className={cn(
                  'truncate font-medium',
                  layer.visible ? 'text-slate-900' : 'text-slate-600 line-through',
                )}
              >
                {layer.name}
              </span>
            </button>
            <button
              type="button"
              aria-label={`${layer.visible ? 'Hide' : 'Show'} ${layer.name}`}
              onClick={() => onToggle(layer.id)}
              className={iconButton}
            >
              {layer.visible ? (
                <Eye className="size-4" aria-hidden />
              ) : (
                <EyeOff className="size-4" aria-hidden />
              )}
            </button>
            <button
              type="button"
              aria-label={`Move ${layer.name} up`}
              onClick={() => onMove(layer.id, 'up')}
              disabled={!canMove(layers, layer.id, 'up')}
              className={iconButton}
            >
              <ChevronUp className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Move ${layer.name} down`}
              onClick={() => onMove(layer.id, 'down')}
              disabled={!canMove(layers, layer.id, 'down')}
              className={iconButton}
            >
              <ChevronDown className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Delete ${layer.name}`}
              onClick={() => onDelete(layer.id)}
              disabled={layer.kind === 'background'}
              className={cn(iconButton, 'hover:text-red-700')}
            >
              <Trash2 className="size-4" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
