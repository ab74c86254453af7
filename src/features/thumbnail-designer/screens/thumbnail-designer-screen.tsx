import { Download, Eye, Loader2, Shapes, Sparkles, Type } from 'lucide-react';
import { useState, useTransition } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { downloadBlob } from '@/lib/download';
import { getErrorMessage } from '@/lib/get-error-message';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { AddImageButton } from '../components/add-image-button';
import { AiLayoutForm } from '../components/ai-layout-form';
import { DesignFileActions } from '../components/design-file-actions';
import { DesignStatus } from '../components/design-status';
import { LayerList } from '../components/layer-list';
import { LayerProperties } from '../components/layer-properties';
import { PreviewModal } from '../components/preview-modal';
import { TemplatePicker } from '../components/template-picker';
import { ThumbnailCanvas } from '../components/thumbnail-canvas';
import { exportPng, renderFullSize } from '../lib/export-png';
import { useThumbnailDesign } from '../lib/use-thumbnail-design';

const panelTitle = 'text-sm font-semibold tracking-wide text-slate-600 uppercase';

/**
 * The Thumbnail Designer: a 1280x720 canvas drawn from layers, six templates, preview and PNG
 * export, and the workspace's saved designs (Save, Open, `?thumbnail=<id>`).
 */
export function ThumbnailDesignerScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const design = useThumbnailDesign(client);
  const { editor } = design;
  const { layers, images, selected } = editor;
  const [previewSrc, setPreviewSrc] = useState<string | null>(null);
  const [exporting, startExport] = useTransition();
  const mainTitle = layers.find((layer) => layer.id === 'main-title');

  const onGenerate = (description: string) => {
    editor.generate(description);
    toast.success('Layout generated from your description');
  };

  const onPreview = () => {
    try {
      setPreviewSrc(renderFullSize(layers, images).toDataURL('image/png'));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const onExport = () =>
    startExport(async () => {
      try {
        downloadBlob(await exportPng(layers, images), 'thumbnail-1280x720.png');
        toast.success('Thumbnail exported as a 1280×720 PNG');
      } catch (error) {
        toast.error(getErrorMessage(error));
      }
    });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Thumbnail Designer
          </h1>
          <p className="text-slate-600">
            Design a 1280×720 thumbnail from a template, then export it as a PNG.
          </p>
          <DesignStatus current={design.current} dirty={design.dirty} />
        </div>
        <div className="flex flex-wrap gap-2">
          <DesignFileActions client={client} design={design} />
          <Button variant="secondary" onClick={onPreview}>
            <Eye className="size-4" aria-hidden />
            Preview
          </Button>
          <Button onClick={onExport} disabled={exporting}>
            {exporting ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Download className="size-4" aria-hidden />
            )}
            Export
          </Button>
        </div>
      </div>

      {/* Phones: canvas, templates, layers and properties, then the AI box. Wide screens: the layer
          panels to the right. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_auto_1fr]">
        <Card className="min-w-0 lg:col-start-1 lg:row-start-1 p-3 sm:p-4">
          <ThumbnailCanvas layers={layers} images={images} />
          <div className="mt-3 flex flex-wrap gap-2">
            <Button variant="secondary" className="px-3 py-2" onClick={editor.addText}>
              <Type className="size-4" aria-hidden />
              Add Text
            </Button>
            <Button variant="secondary" className="px-3 py-2" onClick={editor.addShape}>
              <Shapes className="size-4" aria-hidden />
              Add Shape
            </Button>
            <AddImageButton onAdd={editor.addImage} />
            <p className="basis-full text-xs text-slate-600">
              Images stay on this device: PNG, JPG, WEBP or GIF up to 5MB.
            </p>
          </div>
        </Card>

        <Card className="min-w-0 lg:col-start-1 lg:row-start-2 p-5" aria-labelledby="templates-heading">
          <h2 id="templates-heading" className={panelTitle}>
            Templates
          </h2>
          <div className="mt-3">
            <TemplatePicker activeId={editor.templateId} onApply={editor.applyTemplate} />
          </div>
        </Card>

        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
          <Card className="p-4" aria-labelledby="layers-heading">
            <h2 id="layers-heading" className={panelTitle}>
              Layers
            </h2>
            <div className="mt-3">
              <LayerList
                layers={layers}
                selectedId={editor.selectedId}
                onSelect={editor.select}
                onToggle={editor.toggleVisibility}
                onMove={editor.move}
                onDelete={editor.remove}
              />
            </div>
          </Card>
          <Card className="p-4" aria-labelledby="properties-heading">
            <h2 id="properties-heading" className={panelTitle}>
              {selected ? `${selected.name} properties` : 'Properties'}
            </h2>
            <div className="mt-3">
              <LayerProperties
                layer={selected}
                onChange={(patch) => selected && editor.update(selected.id, patch)}
              />
            </div>
          </Card>
        </div>
        <Card className="min-w-0 self-start lg:col-start-1 lg:row-start-3 p-5" aria-labelledby="ai-heading">
          <h2 id="ai-heading" className={`${panelTitle} flex items-center gap-2`}>
            <Sparkles className="size-4 text-brand-600" aria-hidden /> AI layout
          </h2>
          <AiLayoutForm onGenerate={onGenerate} />
        </Card>
      </div>

      {previewSrc && (
        <PreviewModal
          src={previewSrc}
          title={mainTitle?.kind === 'text' ? mainTitle.text : ''}
          onExport={onExport}
          onClose={() => setPreviewSrc(null)}
        />
      )}
    </div>
  );
}
