import { AlertTriangle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The Danger Zone: deleting the account, behind a typed confirmation. */
export function DangerZoneCard({
  deleteAccount,
  deleting,
}: {
  deleteAccount: () => void;
  deleting: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card aria-labelledby="danger-zone-title" className="border-red-200">
      <h3 id="danger-zone-title" className="flex items-center gap-2 text-lg font-semibold text-red-700">
        <AlertTriangle className="size-5" aria-hidden />
        Danger Zone
      </h3>
      <div className="mt-3 flex flex-col gap-4 rounded-xl bg-red-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">Delete account</p>
          <p className="text-sm text-slate-700">
            Permanently delete your account and all of its data. This cannot be undone.
          </p>
        </div>
        <Button
          className="shrink-0 bg-red-600 hover:bg-red-700 focus-visible:outline-red-600"
          onClick={() => setOpen(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete account
        </Button>
      </div>
      {open && (
        <DeleteAccountDialog
          deleteAccount={deleteAccount}
          deleting={deleting}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
