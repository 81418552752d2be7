import { actionOfHref } from '../../core/analytics/customer-actions';
import { escapeHtml as e } from './html-escape';
import { ACTION_ATTRIBUTE } from './view-counter-script';

/** A link's href, marked with the customer action it is (call, chat, e-mail, directions) so a tap on it is counted. */
export function actionLink(href: string): string {
  const kind = actionOfHref(href);
  return `href="${e(href)}"${kind === null ? '' : ` ${ACTION_ATTRIBUTE}="${kind}"`}`;
}
