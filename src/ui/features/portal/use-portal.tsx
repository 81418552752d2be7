import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorCode, type ErrorCode } from '../../../core/errors/error-codes';
import type { Announcement, PortalSettings, SiteCustomer, SiteGroup, StoredInvitation } from '../../../core/portal/customer';
import type { SiteCustomersPort } from '../../../ports/site-customers.port';
import type { Unsubscribe } from '../../../ports/port-token';
import { useErrorMessage } from '../../components/error-message';
import { useDashboard } from '../../services/dashboard-context';
import { useShell } from '../../services/services-context';

/** The value a live query last gave; null until its first answer. */
function useWatched<T>(watch: (port: SiteCustomersPort, ownerId: string, listener: (value: T) => void) => Unsubscribe): T | null {
  const { backend, member } = useDashboard();
  const port = backend.siteCustomers;
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => watch(port, member.id, setValue), [watch, port, member.id]);
  return value;
}

const customers = (port: SiteCustomersPort, ownerId: string, listener: (value: readonly SiteCustomer[]) => void) => port.watchCustomers(ownerId, listener);
const groups = (port: SiteCustomersPort, ownerId: string, listener: (value: readonly SiteGroup[]) => void) => port.watchGroups(ownerId, listener);
const settings = (port: SiteCustomersPort, ownerId: string, listener: (value: PortalSettings) => void) => port.watchSettings(ownerId, listener);
const invitations = (port: SiteCustomersPort, ownerId: string, listener: (value: readonly StoredInvitation[]) => void) => port.watchInvitations(ownerId, listener);
const announcements = (port: SiteCustomersPort, ownerId: string, listener: (value: readonly Announcement[]) => void) => port.watchAnnouncements(ownerId, listener);

export const useCustomers = () => useWatched(customers);
export const useGroups = () => useWatched(groups);
export const usePortalSettings = () => useWatched(settings);
export const useInvitations = () => useWatched(invitations);
export const useAnnouncements = () => useWatched(announcements);

/** The port and the owner every change is made for. */
export function usePortal(): { readonly port: SiteCustomersPort; readonly ownerId: string } {
  const { backend, member } = useDashboard();
  return useMemo(() => ({ port: backend.siteCustomers, ownerId: member.id }), [backend.siteCustomers, member.id]);
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
