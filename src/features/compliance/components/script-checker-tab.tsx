import { FileUp, ShieldCheck } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format/metrics';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import type { ComplianceResult as Result } from '@/services/compliance/types';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { readScriptFile, SCRIPT_FILE_ACCEPT, scriptFileProblem } from '../lib/read-script-file';
import { ComplianceResult } from './compliance-result';

/** The script box, its upload and the check, beside the result panel. */
export function ScriptCheckerTab({
  script,
  onScript,
  checking,
  result,
  onCheck,
  savedScriptPicker,
}: {
  script: string;
  onScript: (script: string) => void;
  checking: boolean;
  result: Result | null;
  onCheck: () => void;
  /** "Check a saved script", above the script box. */
  savedScriptPicker?: ReactNode;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const blank = script.trim() === '';

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = scriptFileProblem(file);
    setFileError(problem);
    if (problem) return;
    try {
      onScript(await readScriptFile(file));
      toast.success(`Loaded ${file.name}`);
    } catch (error) {
      setFileError(`${file.name} could not be read: ${getErrorMessage(error)}`);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card className="min-w-0 space-y-4">
        {savedScriptPicker}
        <Field
          id="compliance-script"
          label="Video script"
          labelClassName="mb-0 text-base font-semibold text-slate-900"
        >
          {(control) => (
            <>
              <p id="compliance-script-hint" className="mb-1.5 text-sm text-slate-600">
                Each line is checked; issues point to their line number.
              </p>
              <Textarea
                {...control}
                value={script}
                onChange={(event) => onScript(event.target.value)}
                aria-describedby="compliance-script-hint compliance-script-count"
                rows={14}
                placeholder="Paste your video script here..."
                className="resize-y font-mono leading-relaxed"
              />
            </>
          )}
        </Field>
        <p id="compliance-script-count" className="text-right text-xs text-slate-600">
          {formatNumber(script.length)} characters
        </p>
        <input
          ref={fileInput}
          type="file"
          accept={SCRIPT_FILE_ACCEPT}
          onChange={withFailureReported(onFile)}
          className="hidden"
          data-testid="script-file-input"
          tabIndex={-1}
          aria-hidden
        />
        {fileError && (
          <p role="alert" className="text-sm text-red-700">
            {fileError}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={checking}>
            <FileUp className="size-4" aria-hidden /> Upload Script File
          </Button>
          <Button onClick={onCheck} disabled={blank || checking} className="flex-1 sm:flex-none">
            <ShieldCheck className="size-4" aria-hidden />
            {checking ? 'Checking Compliance...' : 'Check Compliance'}
          </Button>
        </div>
        <p className="text-xs text-slate-600">Plain text or Markdown (.txt, .md), up to 1 MB.</p>
      </Card>
      <div className="min-w-0">
        <ComplianceResult result={result} checking={checking} />
      </div>
    </div>
  );
}
