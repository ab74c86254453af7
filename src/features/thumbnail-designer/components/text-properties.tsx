import { Check } from 'lucide-react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/cn';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  FONTS,
  TEXT_COLORS,
  TEXT_SIZE,
  clampTextSize,
  type TextLayer,
} from '../lib/layer-model';
import { CheckField, ColorField, RangeField, SelectField } from './property-fields';

const WEIGHTS = [
  { value: 'normal', label: 'Regular' },
  { value: 'bold', label: 'Bold' },
  { value: 'black', label: 'Black' },
] as const;

const ALIGNS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
] as const;

/** Text properties: words, font, size 12-72, the eight colours, weight, alignment, outline, shadow, position. */
export function TextProperties({
  layer,
  onChange,
}: {
  layer: TextLayer;
  onChange: (patch: Partial<TextLayer>) => void;
}) {
  return (
    <div className="space-y-4">
      <Field id="layer-text" label="Text">
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={layer.text}
            onChange={(event) => onChange({ text: event.target.value })}
            className="resize-y"
          />
        )}
      </Field>
      <SelectField
        id="layer-font"
        label="Font"
        value={layer.font}
        options={FONTS}
        onChange={(font) => onChange({ font })}
      />
      <RangeField
        id="layer-size"
        label="Size"
        min={TEXT_SIZE.min}
        max={TEXT_SIZE.max}
        value={layer.size}
        onChange={(size) => onChange({ size: clampTextSize(size) })}
        format={(size) => `${size}px`}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">Colour</legend>
        <div role="radiogroup" aria-label="Text colour" className="flex flex-wrap gap-2">
          {TEXT_COLORS.map((color) => {
            const checked = layer.color.toLowerCase() === color.value;
            return (
              <button
                key={color.value}
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={color.name}
                onClick={() => onChange({ color: color.value })}
                className={cn(
                  'flex size-8 items-center justify-center rounded-full ring-1 ring-slate-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  checked && 'ring-2 ring-brand-600 ring-offset-2',
                )}
                style={{ backgroundColor: color.value }}
              >
                {checked && (
                  <Check
                    className={cn(
                      'size-4',
                      color.value === '#ffffff' || color.value === '#facc15' ? 'text-black' : 'text-white',
                    )}
                    aria-hidden
                  />
                )}
              </button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3">
        <SelectField
          id="layer-weight"
          label="Weight"
          value={layer.weight}
          options={WEIGHTS}
          onChange={(weight) => onChange({ weight })}
        />
        <SelectField
          id="layer-align"
          label="Alignment"
          value={layer.align}
          options={ALIGNS}
          onChange={(align) => onChange({ align })}
        />
      </div>
      <CheckField
        label="Outline"
        checked={layer.stroke.enabled}
        onChange={(enabled) => onChange({ stroke: { ...layer.stroke, enabled } })}
      >
        {layer.stroke.enabled && (
          <ColorField
            id="layer-stroke-color"
            label="Outline colour"
            value={layer.stroke.color}
            onChange={(color) => onChange({ stroke: { ...layer.stroke, color } })}
          />
        )}
      </CheckField>
      {layer.stroke.enabled && (
        <RangeField
          id="layer-stroke-width"
          label="Outline width"
          min={2}
          max={24}
          value={layer.stroke.width}
          onChange={(width) => onChange({ stroke: { ...layer.stroke, width } })}
        />
      )}
      <CheckField label="Drop shadow" checked={layer.shadow} onChange={(shadow) => onChange({ shadow })} />
      <RangeField
        id="layer-x"
        label="Horizontal position"
        min={0}
        max={CANVAS_WIDTH}
        value={layer.x}
        onChange={(x) => onChange({ x })}
      />
      <RangeField
        id="layer-y"
        label="Vertical position"
        min={0}
        max={CANVAS_HEIGHT}
        value={layer.y}
        onChange={(y) => onChange({ y })}
      />
    </div>
  );
}
