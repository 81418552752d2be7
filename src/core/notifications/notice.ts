/**
 * What a member is told: a notification in vMember/{id}/messages and, on the devices that
 * turned push on, a web push with the same words. `link` is the app path opening it shows.
 */
export interface Notice {
  readonly title: string;
  readonly body: string;
  readonly link: string;
}

/** The bounds firestore.rules sets on a message; a notice is cut to them, never refused. */
export const NOTICE_TITLE_MAX = 200;
export const NOTICE_BODY_MAX = 5000;
/** A push shows a few lines at most; longer text is cut with an ellipsis. */
export const PUSH_BODY_MAX = 240;

/** Cuts text to at most `max` code points, ending with an ellipsis when it was cut. */
export function clip(text: string, max: number): string {
  const points = [...text];
  if (points.length <= max) return text;
  return `${points.slice(0, Math.max(0, max - 1)).join('').trimEnd()}…`;
}

export function boundedNotice(notice: Notice): Notice {
  return { title: clip(notice.title, NOTICE_TITLE_MAX), body: clip(notice.body, NOTICE_BODY_MAX), link: notice.link };
}
