import { useEffect, useState } from 'react';
import { useShell } from '../../services/services-context';
import { useDashboard } from '../../services/dashboard-context';
import type { AdminUseCases } from '../../services/use-cases';

export type AdminLoad = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'ready'; readonly admin: AdminUseCases };

/** The admin page's use-cases, fetched with the page (a member's phone never loads them). */
export function useAdminUseCases(): AdminLoad {
  const { logger } = useShell();
  const { backend } = useDashboard();
  const [load, setLoad] = useState<AdminLoad>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    backend.useCases.admin().then(
      (admin) => active && setLoad({ state: 'ready', admin }),
      (error: unknown) => {
        logger.error('The admin page could not load', error);
        if (active) setLoad({ state: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [backend, logger]);
  return load;
}
