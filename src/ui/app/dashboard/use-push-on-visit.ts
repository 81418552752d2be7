import { useEffect } from 'react';
import type { BackendServices } from '../../services/app-services';
import { useShell } from '../../services/services-context';

/** The visit's push registration waits this long after the dashboard appears, past its first reads. */
export const PUSH_VISIT_DELAY_MS = 2_000;
/** Then it waits for the browser to be idle, but not longer than this. */
const IDLE_TIMEOUT_MS = 5_000;

/**
 * Keeps the member's push registration up on every dashboard visit (spec section 4: refresh after
 * 7 days, re-subscribe on changed details) where they already granted permission; it never asks.
 * It starts after the first screen, on the shell's timers, so it never delays what the member sees.
 */
export function usePushOnVisit(backend: BackendServices | null, memberId: string): void {
  const { timers } = useShell();
  useEffect(() => {
    // Drawn from the device's snapshot: the visit counts once the dashboard is live.
    if (backend === null) return;
    const push = backend.pushRegistration.forMember(memberId);
    let idle: number | null = null;
    const timer: unknown = timers.setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(() => push.visit(), { timeout: IDLE_TIMEOUT_MS });
      else push.visit();
    }, PUSH_VISIT_DELAY_MS);
    return () => {
      timers.clearTimeout(timer);
      if (idle !== null) cancelIdleCallback(idle);
    };
  }, [backend, memberId, timers]);
}
