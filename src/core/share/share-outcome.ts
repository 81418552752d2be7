/**
 * How sharing the site link ended: through the Web Share sheet, by copying it to the
 * clipboard, or not at all (logged only, spec section 8).
 */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** The public address of a member's site; tolerant of a domain already carrying a scheme. */
export function siteUrlFor(domain: string): string {
  const bare = domain.trim().replace(/^https?:\/\//i, '');
  return `https://${bare}`;
}

/** Which confirmation toast an outcome earns; failures show none. */
export function shareToastFor(outcome: ShareOutcome): 'shared' | 'copied' | null {
  return outcome === 'failed' ? null : outcome;
}
