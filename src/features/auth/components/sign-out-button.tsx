import { useMutation } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';

/** Sign Out, after a confirmation (docs/product-rules.md#settings-tabs). */
export function SignOutButton() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  // signOut toasts its own failure, so no errorToast here: the user just stays.
  const signingOut = useMutation({
    mutationFn: () => signOut(),
    onSuccess: () => navigate(paths.login, { replace: true }),
    onError: () => setAsking(false),
  });

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
          busy={signingOut.isPending}
          destructive
          onConfirm={() => signingOut.mutate()}
          onCancel={() => setAsking(false)}
        />
      )}
    </>
  );
}
