import type { PaymentLinksSection } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { membersOnly } from './members-only';
import type { SectionContext } from './section-renderer';

export function renderPaymentLinks({ links }: PaymentLinksSection, { s }: SectionContext): Html {
  return `<div class="row">${links.map((l) => `<a class="btn" href="${e(l.url)}" rel="noopener">${e(l.label)}${membersOnly(l, s, false)}</a>`).join('')}</div>`;
}
