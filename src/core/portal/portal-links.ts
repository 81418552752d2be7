import type { Notice } from '../notifications/notice';
import { NOTICE_TITLE_MAX, PUSH_BODY_MAX, clip } from '../notifications/notice';
import type { Announcement } from './customer';

/** The portal of a member's site, as a path of the app: /s/<username>/portal. */
export function portalPath(username: string): string {
  return `/s/${encodeURIComponent(username)}/portal`;
}

/**
 * The link an invited customer follows to sign up. On the app's own origin when it is known
 * (`http://127.0.0.1:5173/s/<username>/portal?invite=<id>` locally); otherwise on the site's own
 * address, `https://<username><appDomainSuffix>/portal?invite=<id>`.
 */
export function invitationLink(username: string, invitationId: string, appOrigin: string | null, appDomainSuffix: string): string {
  const query = `?invite=${encodeURIComponent(invitationId)}`;
  if (appOrigin !== null && appOrigin.trim() !== '') return `${appOrigin.trim().replace(/\/+$/, '')}${portalPath(username)}${query}`;
  return `https://${username}${appDomainSuffix}/portal${query}`;
}

/** The web push an announcement becomes: its title and the start of its body, opening the portal. */
export function announcementPush(announcement: Pick<Announcement, 'title' | 'body'>, username: string): Notice {
  return { title: clip(announcement.title, NOTICE_TITLE_MAX), body: clip(announcement.body, PUSH_BODY_MAX), link: portalPath(username) };
}
