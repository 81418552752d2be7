import type { EpochMs } from '../time/time';

/** A document of vMember/{id}/messages: a notification shown to the member. */
export interface MemberMessage {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  /** Read flag, stored under its original name. */
  readonly leido: boolean;
  readonly createdAt: EpochMs;
  /** A dashboard page the message is about (a form submission), or null. */
  readonly link: string | null;
}

/** A link a message may carry: a path inside the dashboard, nothing else (never another site). */
export function messageLinkOf(value: unknown): string | null {
  return typeof value === 'string' && /^\/dashboard(\/[\w-]+)*(\?[\w=&%.-]*)?$/.test(value) && value.length <= 300 ? value : null;
}
