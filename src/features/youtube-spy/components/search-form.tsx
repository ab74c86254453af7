import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, Search } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { withFailureReported } from '@/lib/report-failure';
import { searchFormSchema, type SearchFormValues } from '../lib/search-form-schema';

/**
 * A research search: a labelled input with its inline message, optional extra selects, and the
 * search button. The button waits while any search runs (`disabled`); the one running shows
 * its busy label and a spinner.
 */
export function SearchForm({
  id,
  title,
  description,
  label,
  placeholder,
  emptyMessage,
  defaultOptions = {},
  draft,
  onLeave,
  buttonLabel,
  busyLabel,
  running,
  disabled,
  onSearch,
  children,
}: {
  id: string;
  title: string;
  description: string;
  label: string;
  placeholder: string;
  /** The message when the search text is blank. */
  emptyMessage: string;
  /** The starting values of the extra selects (`SearchSelect` children), keyed by their names. */
  defaultOptions?: Record<string, string>;
  /** What was typed when this search was last left (another tab), shown again on return. */
  draft?: SearchFormValues;
  /** Told what is typed when the form goes (its tab is left), so nothing typed is lost. */
  onLeave?: (values: SearchFormValues) => void;
  buttonLabel: string;
  busyLabel: string;
  running: boolean;
  disabled: boolean;
  onSearch: (values: SearchFormValues) => void;
  children?: ReactNode;
}) {
  const schema = useMemo(() => searchFormSchema(emptyMessage), [emptyMessage]);
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: draft ?? { query: '', options: defaultOptions },
    // A message stays until the next submit; typing only clears it.
    reValidateMode: 'onSubmit',
  });
  const leave = useEffectEvent(() => onLeave?.(form.getValues()));
  useEffect(() => () => leave(), []);
  const search = withFailureReported(form.handleSubmit(onSearch));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) search(event);
  };

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
            <Field
              id={id}
              label={label}
              error={form.formState.errors.query?.message}
              className={children ? '' : 'md:col-span-3'}
            >
              {(control) => (
                <Input
                  {...control}
                  placeholder={placeholder}
                  {...form.register('query', { onChange: () => form.clearErrors('query') })}
                />
              )}
            </Field>
            {children}
          </div>
          <Button type="submit" disabled={disabled} className="w-full sm:w-auto">
            {running ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Search className="size-4" aria-hidden />
            )}
            {running ? busyLabel : buttonLabel}
          </Button>
        </form>
      </FormProvider>
    </Card>
  );
}

/** A labelled select beside the search input: a field of the enclosing `SearchForm`, under `name`. */
export function SearchSelect({
  id,
  name,
  label,
  options,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { register } = useFormContext<SearchFormValues>();
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select {...control} {...register(`options.${name}`)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
