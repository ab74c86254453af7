import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { CopyButton } from '@/components/ui/copy-button';

/** The one time the full key is seen: it stays until 'Secure & Close', then it is gone for good. */
export function NewKeyDialog({ apiKey, onClose }: { apiKey: string; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title="Your new API key"
      description="Copy it now and store it somewhere safe."
      onClose={onClose}
      dismissible={false}
      initialFocus={close}
      footer={
        <div className="flex justify-end">
          <Button ref={close} onClick={onClose}>
            <ShieldCheck className="size-4" aria-hidden />
            Secure &amp; Close
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2.5 text-sm text-amber-900">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          This is the only time the full key is shown. We keep only a hash of it: if it is lost, revoke it and
          generate a new one.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <code
            data-testid="new-api-key"
            className="block min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2.5 font-mono text-sm break-all text-slate-900 select-all"
          >
            {apiKey}
          </code>
          <CopyButton value={apiKey} label="API key" />
        </div>
        <p className="text-sm text-slate-600">
          PS-FABA sends it in the <code className="font-mono text-slate-800">x-api-key</code> header of every
          request.
        </p>
      </div>
    </Modal>
  );
}
