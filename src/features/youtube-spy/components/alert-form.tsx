import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { AlertOption } from '@/data/youtube-spy';
import { withFailureReported } from '@/lib/report-failure';
import { alertFormSchema } from '../lib/alert-form-schema';

/** A form that creates an alert: what to watch, and on which condition. */
export function AlertForm({
  id,
  title,
  description,
  targetLabel,
  placeholder,
  conditionLabel,
  conditions,
  emptyMessage,
  buttonLabel,
  onCreate,
}: {
  id: string;
  title: string;
  description: string;
  targetLabel: string;
  placeholder: string;
  conditionLabel: string;
  conditions: readonly AlertOption[];
  emptyMessage: string;
  buttonLabel: string;
  onCreate: (target: string, condition: string) => void;
}) {
  const schema = useMemo(() => alertFormSchema(emptyMessage), [emptyMessage]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { target: '', condition: conditions[0].id },
    // A message stays until the next submit; typing only clears it.
    reValidateMode: 'onSubmit',
  });
  const options = conditions.map((c) => ({
    value: c.id,
    label: c.detail ? `${c.label} (${c.detail})` : c.label,
  }));

  const submit = form.handleSubmit(({ target, condition }) => {
    onCreate(target, options.find((o) => o.value === condition)?.label ?? condition);
    form.resetField('target');
  });

  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <form onSubmit={withFailureReported(submit)} noValidate className="mt-4 space-y-4">
        <Field id={`${id}-target`} label={targetLabel} error={form.formState.errors.target?.message}>
          {(control) => (
            <Input
              {...control}
              placeholder={placeholder}
              {...form.register('target', { onChange: () => form.clearErrors('target') })}
            />
          )}
        </Field>
        <Field id={`${id}-condition`} label={conditionLabel}>
          {(control) => (
            <Select {...control} {...form.register('condition')}>
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className="w-full sm:w-auto">
          <Plus className="size-4" aria-hidden />
          {buttonLabel}
        </Button>
      </form>
    </Card>
  );
}
