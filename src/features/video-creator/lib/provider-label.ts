import { PROVIDER_LABELS } from '@/services/video/video-service';

/** A provider's name as people read it: "Using Wavespeed API". */
export function providerLabel(provider: string | null | undefined): string {
  if (!provider) return 'Unknown';
  return (
    (PROVIDER_LABELS as Readonly<Record<string, string>>)[provider] ??
    provider.charAt(0).toUpperCase() + provider.slice(1)
  );
}
