import { UnderDevelopment } from '@/components/under-development';
import { env } from '@/lib/env';
import { StorageCard } from './storage-card';

/**
 * Settings → Privacy & Security: in local mode, the storage on this device and its backup; the
 * rest of the tab is still the spec's "under development". Hosted, the data lives in Supabase.
 */
export function PrivacyTab({ title, headingId }: { title: string; headingId: string }) {
  return (
    <UnderDevelopment title={title} headingId={headingId}>
      {env.mode === 'local' && <StorageCard />}
    </UnderDevelopment>
  );
}
