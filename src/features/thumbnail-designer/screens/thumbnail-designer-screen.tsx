import { Download, Eye, ImagePlus, Loader2, Shapes, Sparkles, Type } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { THUMBNAIL_TEMPLATES } from '@/data/thumbnail-templates';
import { getErrorMessage } from '@/lib/get-error-message';
import { AiLayoutForm } from '../components/ai-layout-form';
import { LayerList } from '../components/layer-list';
import { PreviewModal } from '../components/preview-modal';
import { BackgroundProperties, ImageProperties, ShapeProperties } from '../components/shape-properties';
import { TemplatePicker } from '../components/template-picker';
import { TextProperties } from '../components/text-properties';
import { ThumbnailCanvas } from '../components/thumbnail-canvas';
import { applyTemplate } from '../lib/apply-template';
import { downloadBlob } from '@/lib/download';
import { exportPng, renderFullSize } from '../lib/export-png';
import { generateLayout } from '../lib/generate-layout';
import { fitImage, imageFileProblem, loadImage, readAsDataUrl } from '../lib/image-upload';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  addLayer,
  initialLayers,
  moveLayer,
  newLayerId,
  removeLayer,
  textLayer,
  toggleVisibility,
  uniqueName,
  updateLayer,
  type Layer,
} from '../lib/layer-model';

const panelTitle = 'text-sm font-semibold tracking-wide text-slate-600 uppercase';

/** The Thumbnail Designer: a 1280x720 canvas drawn from layers, six templates, preview and PNG export. */
export function ThumbnailDesignerScreen() {
  const [layers, setLayers] = useState<Layer[]>(initialLayers);
  const [selectedId, setSelectedId] = useState<string | null>('main-title');
  const [images, setImages] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [previewSrc, setPreviewSrc] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const selected = layers.find((layer) => layer.id === selectedId) ?? null;
  const title = layers.find((layer) => layer.id === 'main-title');
  const change = (patch: Partial<Layer>) =>
    selected && setLayers((current) => updateLayer(current, selected.id, patch));

  const onApplyTemplate = (id: string) => {
    const template = THUMBNAIL_TEMPLATES.find((t) => t.id === id);
    if (!template) return;
    setLayers((current) => applyTemplate(template, current));
    setTemplateId(id);
    setSelectedId('main-title');
  };

  const onGenerate = (description: string) => {
    setLayers((current) => generateLayout(description, current));
    setTemplateId(null);
    setSelectedId('main-title');
    toast.success('Layout generated from your description');
  };

  const onAddText = () => {
    const id = newLayerId('text');
    setLayers((current) =>
      addLayer(current, textLayer({ id, name: uniqueName(current, 'Text'), text: 'New text' })),
    );
    setSelectedId(id);
  };

  const onAddShape = () => {
    const id = newLayerId('shape');
    setLayers((current) =>
      addLayer(current, {
        kind: 'shape',
        id,
        name: uniqueName(current, 'Shape'),
        visible: true,
        shape: 'rect',
        x: 440,
        y: 260,
        width: 400,
        height: 200,
        color: '#facc15',
        opacity: 1,
      }),
    );
    setSelectedId(id);
  };

  const onImageFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const src = await readAsDataUrl(file);
      const image = await loadImage(src);
      const box = fitImage(
        image.naturalWidth || image.width,
        image.naturalHeight || image.height,
        CANVAS_WIDTH,
        CANVAS_HEIGHT,
      );
      const id = newLayerId('image');
      setImages((current) => new Map(current).set(src, image));
      setLayers((current) =>
        addLayer(current, {
          kind: 'image',
          id,
          name: uniqueName(current, 'Image'),
          visible: true,
          src,
          ...box,
        }),
      );
      setSelectedId(id);
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const onPreview = () => {
    try {
      setPreviewSrc(renderFullSize(layers, images).toDataURL('image/png'));
    } catch (error) {
      toast.error(getErrorMessage(error));
    }
  };

  const onExport = async () => {
    setExporting(true);
    try {
      downloadBlob(await exportPng(layers, images), 'thumbnail-1280x720.png');
      toast.success('Thumbnail exported as a 1280×720 PNG');
    } catch (error) {
      toast.error(getErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };

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
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onPreview}>
            <Eye className="size-4" aria-hidden />
            Preview
          </Button>
          <Button onClick={() => void onExport()} disabled={exporting}>
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
            <Button variant="secondary" className="px-3 py-2" onClick={onAddText}>
              <Type className="size-4" aria-hidden />
              Add Text
            </Button>
            <Button variant="secondary" className="px-3 py-2" onClick={onAddShape}>
              <Shapes className="size-4" aria-hidden />
              Add Shape
            </Button>
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg bg-white px-3 py-2 text-sm font-semibold text-slate-900 ring-1 ring-slate-300 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-slate-50">
              <ImagePlus className="size-4" aria-hidden />
              Add Image
              <input
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                onChange={(event) => void onImageFile(event)}
              />
            </label>
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
            <TemplatePicker activeId={templateId} onApply={onApplyTemplate} />
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
                selectedId={selectedId}
                onSelect={setSelectedId}
                onToggle={(id) => setLayers((current) => toggleVisibility(current, id))}
                onMove={(id, direction) => setLayers((current) => moveLayer(current, id, direction))}
                onDelete={(id) => {
                  setLayers((current) => removeLayer(current, id));
                  if (id === selectedId) setSelectedId(null);
                }}
              />
            </div>
          </Card>
          <Card className="p-4" aria-labelledby="properties-heading">
            <h2 id="properties-heading" className={panelTitle}>
              {selected ? `${selected.name} properties` : 'Properties'}
            </h2>
            <div className="mt-3">
              {!selected && <p className="text-sm text-slate-600">Select a layer to edit it.</p>}
              {selected?.kind === 'text' && (
                <TextProperties key={selected.id} layer={selected} onChange={change} />
              )}
              {selected?.kind === 'shape' && (
                <ShapeProperties key={selected.id} layer={selected} onChange={change} />
              )}
              {selected?.kind === 'image' && (
                <ImageProperties key={selected.id} layer={selected} onChange={change} />
              )}
              {selected?.kind === 'background' && <BackgroundProperties layer={selected} onChange={change} />}
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
          title={title?.kind === 'text' ? title.text : ''}
          onExport={() => void onExport()}
          onClose={() => setPreviewSrc(null)}
        />
      )}
    </div>
  );
}
