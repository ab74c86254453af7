import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';
import { deleteOwnAccount } from '../api/account-deletion-api';
import { buildExport } from '../lib/data-export';
import { useDataExport, type Downloader, type Exporter } from '../lib/data-export-runner';
import { DangerZoneCard } from './danger-zone-card';
import { ExportChoicesCard } from './export-choices-card';

const exportFromDatabase: Exporter = (type, now) => buildExport(supabase, type, now);
const deleteFromDatabase = () => deleteOwnAccount(supabase);

const ACCOUNT_DELETION_KEY = ['account-deletion'] as const;

/** Data Export: the four exports of the user's own data, and the Danger Zone. */
export function DataExportTab({
  exporter = exportFromDatabase,
  download,
  removeAccount = deleteFromDatabase,
}: {
  exporter?: Exporter;
  download?: Downloader;
  removeAccount?: () => Promise<void>;
}) {
  const exporting = useDataExport(exporter, download);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Deleting signs out, which drops every cached read: nothing to invalidate.
  const deletion = useMutation({
    mutationKey: ACCOUNT_DELETION_KEY,
    mutationFn: removeAccount,
    meta: { errorToast: 'Your account could not be deleted' },
    onSuccess: () => {
      navigate(paths.home, { replace: true });
      toast.success('Your account and all of its data have been deleted.');
    },
  });

  const deleteAccount = () => {
    if (queryClient.isMutating({ mutationKey: ACCOUNT_DELETION_KEY }) > 0) return;
    deletion.mutate();
  };

  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        Data Export
      </h2>
      <ExportChoicesCard exporting={exporting} />
      <DangerZoneCard deleteAccount={deleteAccount} deleting={deletion.isPending} />
    </section>
  );
}
