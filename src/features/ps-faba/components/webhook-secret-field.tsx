import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { withFailureReported } from '@/lib/report-failure';

const mask = (secret: string) => `${secret.slice(0, 6)}${'•'.repeat(24)}`;

/** The signing secret: hidden until shown, copyable, and rotated after a question. */
export function WebhookSecretField({
  secret,
  rotating,
  onRotate,
}: {
  secret: string;
  /** True while the new secret is being made. */
  rotating: boolean;
  onRotate: () => Promise<boolean>;
}) {
  const [visible, setVisible] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const rotate = async () => {
    await onRotate();
    setConfirming(false);
  };

  return (
    <div>
      <Field
        id="psf-webhook-secret"
        label="Webhook Secret"
        description="Signs every event in the X-PS-FABA-Signature header. Keep it on the receiving server only."
      >
        {(control) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <Input
              {...control}
              readOnly
              value={visible ? secret : mask(secret)}
              className="min-w-0 flex-1 font-mono"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                className="px-3 py-2"
                onClick={() => setVisible((v) => !v)}
                aria-label={visible ? 'Hide webhook secret' : 'Show webhook secret'}
              >
                {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
                {visible ? 'Hide' : 'Show'}
              </Button>
              <CopyButton value={secret} label="Webhook secret" />
              <Button
                variant="secondary"
                className="px-3 py-2"
                aria-label="Rotate webhook secret"
                onClick={() => setConfirming(true)}
              >
                <RefreshCw className="size-4" aria-hidden />
                Rotate
              </Button>
            </div>
          </div>
        )}
      </Field>
      {confirming && (
        <ConfirmDialog
          title="Rotate webhook secret?"
          message="The current secret stops verifying at once: events signed from now on need the new one. Update the receiving server right after."
          confirmLabel="Rotate Secret"
          destructive
          busy={rotating}
          onConfirm={withFailureReported(rotate)}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
