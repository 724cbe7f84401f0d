import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, useToast } from 'mfe-shared';

/** Logout with its pending state and the toasts of SPEC.md 8. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const { logout: endSession } = useSession();
  const { toast } = useToast();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const logout = useCallback(async () => {
    setPending(true);
    try {
      await endSession();
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account' });
      navigate('/login', { replace: true });
    } catch {
      toast({
        title: 'Logout failed',
        description: 'Something went wrong while logging out',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }, [endSession, navigate, toast]);

  return { logout, pending };
}
