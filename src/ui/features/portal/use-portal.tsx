import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import type { Announcement, PortalSettings, SiteCustomer, SiteGroup, StoredInvitation } from '../../../core/portal/customer';
import type { WatchPortalUseCase } from '../../../use-cases/portal/watch-portal.use-case';
import type { Unsubscribe } from '../../../core/unsubscribe';
import { useErrorMessage } from '../../components/error-message';
import { useDashboard } from '../../services/dashboard-context';
import { useShell } from '../../services/services-context';
import type { UseCases } from '../../services/use-cases';

type PortalUseCases = UseCases['portal'];
type Watch<T> = (watch: WatchPortalUseCase, ownerId: string, listener: (value: T) => void) => Unsubscribe;

/** The value a live query last gave; null until its first answer. */
function useWatched<T>(query: Watch<T>): T | null {
  const { backend, member } = useDashboard();
  const watch = backend.useCases.portal.watch;
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => query(watch, member.id, setValue), [query, watch, member.id]);
  return value;
}

const customers: Watch<readonly SiteCustomer[]> = (watch, ownerId, listener) => watch.customers(ownerId, listener);
const groups: Watch<readonly SiteGroup[]> = (watch, ownerId, listener) => watch.groups(ownerId, listener);
const settings: Watch<PortalSettings> = (watch, ownerId, listener) => watch.settings(ownerId, listener);
const invitations: Watch<readonly StoredInvitation[]> = (watch, ownerId, listener) => watch.invitations(ownerId, listener);
const announcements: Watch<readonly Announcement[]> = (watch, ownerId, listener) => watch.announcements(ownerId, listener);

export const useCustomers = () => useWatched(customers);
export const useGroups = () => useWatched(groups);
export const usePortalSettings = () => useWatched(settings);
export const useInvitations = () => useWatched(invitations);
export const useAnnouncements = () => useWatched(announcements);

/** The owner's portal use-cases and the owner every change is made for. */
export function usePortal(): { readonly portal: PortalUseCases; readonly ownerId: string } {
  const { backend, member } = useDashboard();
  return useMemo(() => ({ portal: backend.useCases.portal, ownerId: member.id }), [backend.useCases.portal, member.id]);
}

export interface PortalAction {
  /** Runs `change`; on failure logs it, keeps what the owner typed, and sets `error`. True when it worked. */
  readonly run: (what: string, change: () => Promise<unknown>) => Promise<boolean>;
  readonly busy: boolean;
  readonly error: ErrorCode | null;
  readonly clearError: () => void;
}

export function usePortalAction(): PortalAction {
  const { logger } = useShell();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);
  const run = useCallback(
    async (what: string, change: () => Promise<unknown>) => {
      setBusy(true);
      setError(null);
      try {
        await change();
        return true;
      } catch (cause) {
        logger.error(what, cause);
        setError(toErrorCode(cause));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [logger],
  );
  const clearError = useCallback(() => setError(null), []);
  return useMemo(() => ({ run, busy, error, clearError }), [run, busy, error, clearError]);
}

/** Why a change failed, in the owner's language, announced at once. */
export function ActionError({ error }: { readonly error: ErrorCode | null }) {
  const { t } = useTranslation('portal');
  const message = useErrorMessage();
  if (error === null) return null;
  return (
    <p className="alert alert--error" role="alert">
      {t('failed')} {message(error)}
    </p>
  );
}
