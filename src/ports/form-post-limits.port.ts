import type { FormPostVerdict, PostScope } from '../core/forms/post-limits';
import type { EpochMs } from '../core/time/time';
import type { PortToken } from './port-token';
import { portToken } from './port-token';

/**
 * The limit on posts to a member's forms (FORM_POST_LIMITS), kept at vMember/{id}/formLimits,
 * server-only. The check and the count are one transaction, so two server instances, or two
 * posts at once, never let more through than the core allows.
 */
export interface FormPostLimitsPort {
  /**
   * Counts one post at `at` from `visitorKey` (an opaque hash, never a raw address) if the core
   * allows it; resolves to the verdict. A refused post counts nothing. `scope` picks the site's
   * daily count (the forms' by default).
   */
  admit(memberId: string, visitorKey: string, at: EpochMs, scope?: PostScope): Promise<FormPostVerdict>;
}

export const FORM_POST_LIMITS_PORT: PortToken<FormPostLimitsPort> = portToken<FormPostLimitsPort>('FormPostLimitsPort');
