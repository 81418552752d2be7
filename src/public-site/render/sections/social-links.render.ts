import { mapsHref, telHref, whatsappChatHref } from '../../../core/site/contact-essentials';
import { actionLink } from '../action-link';
import type { SiteLanguage } from '../../../core/member/member-record';
import { addressLines, addressText } from '../../../core/site/postal-address';
import type { SocialLinksSection } from '../../../core/site/site-content';
import { SOCIAL_NETWORKS } from '../../../core/site/social-networks';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import type { SiteStrings } from '../site-strings';
import type { SectionContext } from './section-renderer';

function profileLinks({ links }: SocialLinksSection, s: SiteStrings): Html {
  const shown = SOCIAL_NETWORKS.filter((n) => links[n] !== undefined);
  if (shown.length === 0) return '';
  return `<div class="row">${shown.map((n) => `<a class="btn o" href="${e(links[n] ?? '')}" rel="noopener me">${e(s.networks[n])}</a>`).join('')}</div>`;
}

/** The address with its maps link, the phone, the chat and the e-mail: only what the member turned on. */
function reachList({ contact, links }: SocialLinksSection, s: SiteStrings, greeting: string, language: SiteLanguage): Html {
  const address = addressLines(contact.address, language);
  const items = [
    contact.showAddress ? `<li><address>${address.map(e).join('<br>')}</address><a ${actionLink(mapsHref(addressText(contact.address, language)))} rel="noopener">${e(s.reach.directions)}</a></li>` : '',
    contact.showPhone ? `<li><a ${actionLink(telHref(contact.phone))}>${e(s.reach.call)} ${e(contact.phone)}</a></li>` : '',
    contact.whatsappButton && links.whatsapp !== undefined ? `<li><a ${actionLink(whatsappChatHref(links.whatsapp, greeting))} rel="noopener">${e(s.reach.chat)}</a></li>` : '',
    contact.showEmail ? `<li><a ${actionLink(`mailto:${contact.email}`)}>${e(s.reach.email)}: ${e(contact.email)}</a></li>` : '',
  ].join('');
  return items === '' ? '' : `<ul class="reach">${items}</ul>`;
}

/** The ways to reach the business, then its profiles elsewhere. */
export function renderSocialLinks(section: SocialLinksSection, { s, whatsappGreeting, language }: SectionContext): Html {
  return reachList(section, s, whatsappGreeting, language) + profileLinks(section, s);
}
