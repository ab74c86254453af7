import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { AlertOption } from '@/data/youtube-spy';
import { SearchSelect } from './search-form';

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
  const [target, setTarget] = useState('');
  const [condition, setCondition] = useState(conditions[0].id);
  const [error, setError] = useState<string>();
  const options = conditions.map((c) => ({
    value: c.id,
    label: c.detail ? `${c.label} (${c.detail})` : c.label,
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!target.trim()) {
      setError(emptyMessage);
      return;
    }
    onCreate(target, options.find((o) => o.value === condition)?.label ?? condition);
    setTarget('');
    setError(undefined);
  };

  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${id}-target`} className="mb-1.5 block text-sm font-medium text-slate-800">
            {targetLabel}
          </label>
          <Input
            id={`${id}-target`}
            value={target}
            placeholder={placeholder}
            onChange={(event) => {
              setTarget(event.target.value);
              if (error) setError(undefined);
            }}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
        <SearchSelect
          id={`${id}-condition`}
          label={conditionLabel}
          value={condition}
          options={options}
          onChange={setCondition}
        />
        <Button type="submit" className="w-full sm:w-auto">
          <Plus className="size-4" aria-hidden />
          {buttonLabel}
        </Button>
      </form>
    </Card>
  );
}
