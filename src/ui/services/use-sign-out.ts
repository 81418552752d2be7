import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../core/dashboard/route-paths';
import type { ErrorCode } from '../../core/errors/error-codes';
import { useWhenBackend } from './services-context';

export interface SignOut {
  readonly signOut: () => Promise<void>;
  readonly busy: boolean;
  readonly error: ErrorCode | null;
}

/**
 * Signs the member out through the auth use case, then leaves for Home with the current entry
 * replaced: the session drops the member record, so Back finds a signed-out dashboard that
 * sends the visitor to sign in instead of showing what was there. A tap before the backend has
 * loaded (the dashboard drawn from the device's snapshot) waits for it, busy, and is not lost.
 */
export function useSignOut(): SignOut {
  const whenBackend = useWhenBackend();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const signOut = useCallback(async () => {
    setBusy(true);
    setError(null);
    let backend;
    try {
      backend = await whenBackend();
    } catch {
      setBusy(false);
      setError('services-not-initialised');
      return;
    }
    const result = await backend.useCases.signOut.execute();
    setBusy(false);
    if (result.outcome === 'failed') {
      setError(result.code);
      return;
    }
    navigate(ROUTES.home, { replace: true });
  }, [whenBackend, navigate]);
  return { signOut, busy, error };
}
