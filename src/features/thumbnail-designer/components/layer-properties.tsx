import type { Layer } from '../lib/layer-model';
import { BackgroundProperties, ImageProperties, ShapeProperties } from './shape-properties';
import { TextProperties } from './text-properties';

/** The selected layer's property editor, by its kind. */
export function LayerProperties({
  layer,
  onChange,
}: {
  layer: Layer | null;
  onChange: (patch: Partial<Layer>) => void;
}) {
  switch (layer?.kind) {
    case undefined:
      return <p className="text-sm text-slate-600">Select a layer to edit it.</p>;
    case 'text':
      return <TextProperties key={layer.id} layer={layer} onChange={onChange} />;
    case 'shape':
      return <ShapeProperties key={layer.id} layer={layer} onChange={onChange} />;
    case 'image':
      return <ImageProperties key={layer.id} layer={layer} onChange={onChange} />;
    case 'background':
      return <BackgroundProperties layer={layer} onChange={onChange} />;
  }
}
