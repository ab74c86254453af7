import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { supabase } from '@/lib/supabase';
import { buildExport } from '../lib/data-export';
import { deleteOwnAccount } from '../lib/data-export-account-deletion';
import { useDataExport, type Downloader, type Exporter } from '../lib/data-export-runner';
import { DangerZoneCard } from './data-export/danger-zone-card';
import type { DeleteAccount } from './data-export/delete-account-dialog';
import { ExportChoicesCard } from './data-export/export-choices-card';

const exportFromDatabase: Exporter = (type, now) => buildExport(supabase, type, now);
const deleteFromDatabase = () => deleteOwnAccount(supabase);

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

  const deleteAccount = useCallback<DeleteAccount>(async () => {
    await removeAccount();
    navigate(paths.home, { replace: true });
    toast.success('Your account and all of its data have been deleted.');
  }, [navigate, removeAccount]);

  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        Data Export
      </h2>
      <ExportChoicesCard exporting={exporting} />
      <DangerZoneCard deleteAccount={deleteAccount} />
    </section>
  );
}
