import { Download, Smartphone } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usePwaInstall } from '@/lib/pwa/use-pwa-install';
import { withFailureReported } from '@/lib/report-failure';

/** Install the app (when the browser offers it), or that it is installed. */
export function InstallAppCard() {
  const { state, install } = usePwaInstall();
  if (state === 'unavailable') return null;
  return (
    <Card aria-labelledby="install-card-title">
      <h3 id="install-card-title" className="flex items-center gap-2 font-semibold text-slate-900">
        <Smartphone className="size-4 text-brand-600" aria-hidden /> Creator OS app
      </h3>
      {state === 'installed' ? (
        <p className="mt-2 text-sm text-emerald-700">App Installed: open Creator OS from your home screen.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-600">
            Install the app for a full-screen workspace, even offline.
          </p>
          <Button className="mt-3" onClick={withFailureReported(install)}>
            <Download className="size-4" aria-hidden /> Install App
          </Button>
        </>
      )}
    </Card>
  );
}
