import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../core/dashboard/route-paths';
import type { ErrorCode } from '../../core/errors/error-codes';
import { useLoadedBackend } from './services-context';

export interface SignOut {
  readonly signOut: () => Promise<void>;
  readonly busy: boolean;
  readonly error: ErrorCode | null;
}

/**
 * Signs the member out through the auth use case, then leaves for Home with the current entry
 * replaced: the session drops the member record, so Back finds a signed-out dashboard that
 * sends the visitor to sign in instead of showing what was there.
 */
export function useSignOut(): SignOut {
  const backend = useLoadedBackend();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const signOut = useCallback(async () => {
    if (backend === null) return;
    setBusy(true);
    setError(null);
    const result = await backend.useCases.signOut.execute();
    setBusy(false);
    if (result.outcome === 'failed') {
      setError(result.code);
      return;
    }
    navigate(ROUTES.home, { replace: true });
  }, [backend, navigate]);
  return { signOut, busy, error };
}
