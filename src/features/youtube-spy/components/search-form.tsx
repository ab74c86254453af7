import { Loader2, Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/**
 * A research search: a labelled input with its inline message, optional extra fields, and the
 * search button. The button waits while any search runs (`disabled`); the one running shows
 * its busy label and a spinner.
 */
export function SearchForm({
  id,
  title,
  description,
  label,
  placeholder,
  value,
  onChange,
  error,
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
  value: string;
  onChange: (value: string) => void;
  error?: string;
  buttonLabel: string;
  busyLabel: string;
  running: boolean;
  disabled: boolean;
  onSearch: () => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!disabled) onSearch();
  };
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))]">
          <Field id={id} label={label} error={error} className={children ? '' : 'md:col-span-3'}>
            {(control) => (
              <Input
                {...control}
                value={value}
                placeholder={placeholder}
                onChange={(event) => onChange(event.target.value)}
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
    </Card>
  );
}

/** A labelled select beside the search input. */
export function SearchSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
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
