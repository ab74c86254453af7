import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  type BackgroundLayer,
  type ImageLayer,
  type ShapeLayer,
} from '../lib/layer-model';
import { ColorField, RangeField, SelectField } from './property-fields';

const SHAPES = [
  { value: 'rect', label: 'Rectangle' },
  { value: 'circle', label: 'Circle / ellipse' },
] as const;

function BoxFields({
  layer,
  onChange,
}: {
  layer: Pick<ShapeLayer, 'x' | 'y' | 'width' | 'height'>;
  onChange: (patch: Partial<Pick<ShapeLayer, 'x' | 'y' | 'width' | 'height'>>) => void;
}) {
  return (
    <>
      <RangeField
        id="box-x"
        label="Left"
        min={-CANVAS_WIDTH / 2}
        max={CANVAS_WIDTH}
        value={layer.x}
        onChange={(x) => onChange({ x })}
      />
      <RangeField
        id="box-y"
        label="Top"
        min={-CANVAS_HEIGHT / 2}
        max={CANVAS_HEIGHT}
        value={layer.y}
        onChange={(y) => onChange({ y })}
      />
      <RangeField
        id="box-width"
        label="Width"
        min={10}
        max={CANVAS_WIDTH * 1.5}
        value={layer.width}
        onChange={(width) => onChange({ width })}
      />
      <RangeField
        id="box-height"
        label="Height"
        min={10}
        max={CANVAS_HEIGHT * 1.5}
        value={layer.height}
        onChange={(height) => onChange({ height })}
      />
    </>
  );
}

/** A shape's kind, colour, opacity and box. */
export function ShapeProperties({
  layer,
  onChange,
}: {
  layer: ShapeLayer;
  onChange: (patch: Partial<ShapeLayer>) => void;
}) {
  return (
    <div className="space-y-4">
      <SelectField
        id="shape-kind"
        label="Shape"
        value={layer.shape}
        options={SHAPES}
        onChange={(shape) => onChange({ shape })}
      />
      <ColorField
        id="shape-color"
        label="Fill colour"
        value={layer.color}
        onChange={(color) => onChange({ color })}
      />
      <RangeField
        id="shape-opacity"
        label="Opacity"
        min={0}
        max={100}
        value={Math.round(layer.opacity * 100)}
        onChange={(opacity) => onChange({ opacity: opacity / 100 })}
        format={(value) => `${value}%`}
      />
      <BoxFields layer={layer} onChange={onChange} />
    </div>
  );
}

/** An image's position and size. */
export function ImageProperties({
  layer,
  onChange,
}: {
  layer: ImageLayer;
  onChange: (patch: Partial<ImageLayer>) => void;
}) {
  return (
    <div className="space-y-4">
      <BoxFields layer={layer} onChange={onChange} />
    </div>
  );
}

/** The background gradient's two colours (the same colour twice is a solid fill). */
export function BackgroundProperties({
  layer,
  onChange,
}: {
  layer: BackgroundLayer;
  onChange: (patch: Partial<BackgroundLayer>) => void;
}) {
  return (
    <div className="space-y-4">
      <ColorField
        id="background-from"
        label="Gradient start"
        value={layer.from}
        onChange={(from) => onChange({ from })}
      />
      <ColorField
        id="background-to"
        label="Gradient end"
        value={layer.to}
        onChange={(to) => onChange({ to })}
      />
    </div>
  );
}
