import { useEffect, useRef } from 'react';
import { THUMBNAIL_TEMPLATES, type ThumbnailTemplate } from '@/data/thumbnail-templates';
import { cn } from '@/lib/cn';
import { applyTemplate } from '../lib/apply-template';
import { drawThumbnail } from '../lib/draw-thumbnail';
import { CANVAS_WIDTH, initialLayers } from '../lib/layer-model';

const PREVIEW_WIDTH = 320;

/** The template drawn small, by the same code as the full canvas. */
function TemplatePreview({ template }: { template: ThumbnailTemplate }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(PREVIEW_WIDTH / CANVAS_WIDTH, 0, 0, PREVIEW_WIDTH / CANVAS_WIDTH, 0, 0);
    drawThumbnail(ctx, applyTemplate(template, initialLayers()));
  }, [template]);
  return (
    <canvas
      ref={canvas}
      aria-hidden
      width={PREVIEW_WIDTH}
      height={(PREVIEW_WIDTH * 9) / 16}
      className="block aspect-video h-auto w-full"
      style={{
        backgroundImage: `linear-gradient(135deg, ${template.background.from}, ${template.background.to})`,
      }}
    />
  );
}

/** The six templates; choosing one lays the thumbnail out like it. */
export function TemplatePicker({
  activeId,
  onApply,
}: {
  activeId: string | null;
  onApply: (id: string) => void;
}) {
  return (
    <ul aria-label="Templates" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {THUMBNAIL_TEMPLATES.map((template) => {
        const active = template.id === activeId;
        return (
          <li key={template.id}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onApply(template.id)}
              className={cn(
                'w-full overflow-hidden rounded-xl border text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                active ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200 hover:border-brand-400',
              )}
            >
              <TemplatePreview template={template} />
              <span className="block px-2.5 py-2">
                <span className="block text-sm font-semibold text-slate-900">{template.name}</span>
                <span className="block text-xs text-slate-600">{template.description}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
