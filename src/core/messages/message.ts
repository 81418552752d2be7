import type { EpochMs } from '../time/time';

/**
 * What an administrator may write in a message (admin page and CLI), in code points: tighter
 * than what a stored message may hold (NOTICE_TITLE_MAX and NOTICE_BODY_MAX of
 * src/core/notifications/notice.ts, firestore.rules' bounds), which server notices are cut to.
 */
export const MESSAGE_TITLE_MAX_LENGTH = 120;
export const MESSAGE_BODY_MAX_LENGTH = 2000;

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
