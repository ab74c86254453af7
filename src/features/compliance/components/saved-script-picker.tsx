import { FileCheck2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ScriptSummary } from '@/lib/scripts/scripts-api';

/** "Check a saved script": one of the workspace's scripts, loaded into the checker and checked. */
export function SavedScriptPicker({
  scripts,
  value,
  onChange,
  onCheck,
  canCheck,
  disabled,
  note,
}: {
  scripts: readonly ScriptSummary[];
  value: string;
  onChange: (scriptId: string) => void;
  onCheck: () => void;
  /** The chosen script is loaded and can be checked. */
  canCheck: boolean;
  /** No workspace yet, or a check is running. */
  disabled: boolean;
  /** Why the check will not be stored, when it will not. */
  note: string | null;
}) {
  return (
    <div className="space-y-2 border-b border-slate-200 pb-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field id="compliance-saved-script" label="Saved script" className="min-w-0 flex-1">
          {(control) => (
            <Select
              {...control}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              disabled={disabled}
            >
              <option value="">{scripts.length === 0 ? 'No saved scripts yet' : 'Choose a script…'}</option>
              {scripts.map((script) => (
                <option key={script.id} value={script.id}>
                  {script.title}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button variant="secondary" onClick={onCheck} disabled={disabled || !canCheck}>
          <FileCheck2 className="size-4" aria-hidden /> Check a saved script
        </Button>
      </div>
      {note && <p className="text-xs text-slate-600">{note}</p>}
    </div>
  );
}
