import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { TEMPLATE_LIMITS, type WorkspaceTemplateFormValues } from '@/lib/schemas/template-file';
import { labelled } from './labelled-error';

/** A template's sections as editable rows (title and body), added and removed in place. */
export function TemplateSectionsEditor({
  idPrefix,
  control,
  register,
  errors,
  disabled,
}: {
  idPrefix: string;
  control: Control<WorkspaceTemplateFormValues>;
  register: UseFormRegister<WorkspaceTemplateFormValues>;
  errors: FieldErrors<WorkspaceTemplateFormValues>;
  disabled: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'sections' });
  const listError = errors.sections?.message ?? errors.sections?.root?.message;
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-1.5 text-sm font-medium">Sections</legend>
      <ol className="space-y-3">
        {fields.map((field, index) => {
          const number = index + 1;
          const rowErrors = errors.sections?.[index];
          return (
            <li
              key={field.id}
              aria-label={`Section ${number}`}
              className="space-y-2 rounded-xl border border-slate-200 p-3"
            >
              <div className="flex items-end gap-2">
                <Field
                  id={`${idPrefix}-section-${index}-title`}
                  label={`Section ${number} title`}
                  error={labelled('Title', rowErrors?.title?.message)}
                  className="min-w-0 flex-1"
                >
                  {(wiring) => (
                    <Input
                      {...wiring}
                      maxLength={TEMPLATE_LIMITS.sectionTitle}
                      disabled={disabled}
                      {...register(`sections.${index}.title`)}
                    />
                  )}
                </Field>
                <Button
                  variant="ghost"
                  aria-label={`Remove section ${number}`}
                  disabled={disabled || fields.length === 1}
                  onClick={() => remove(index)}
                  className={rowErrors?.title ? 'mb-7 px-3' : 'px-3'}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </div>
              <Field
                id={`${idPrefix}-section-${index}-body`}
                label={`Section ${number} body`}
                error={labelled('Body', rowErrors?.body?.message)}
              >
                {(wiring) => (
                  <Textarea
                    {...wiring}
                    rows={3}
                    disabled={disabled}
                    {...register(`sections.${index}.body`)}
                  />
                )}
              </Field>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-sm text-red-700">
          {labelled('Sections', listError)}
        </p>
      )}
      <Button
        variant="secondary"
        disabled={disabled || fields.length >= TEMPLATE_LIMITS.sections}
        onClick={() => append({ title: '', body: '' })}
      >
        <Plus className="size-4" aria-hidden />
        Add section
      </Button>
    </fieldset>
  );
}
