import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';

/** Sign Out, after the spec's confirmation. */
export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      await signOut();
      navigate(paths.login, { replace: true });
    } catch {
      // signOut has shown the error; stay here.
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        <LogOut className="size-4" aria-hidden />
        Sign Out
      </Button>
      {asking && (
        <ConfirmDialog
          title="Sign Out"
          message="Are you sure you want to sign out?"
          confirmLabel="Sign Out"
          busy={busy}
          destructive
          onConfirm={() => void confirm()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
