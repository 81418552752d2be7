import type { TeamSection } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { img } from '../site-html';

export function renderTeam({ members }: TeamSection): Html {
  return `<div class="team">${members
    .map((m) => `<div>${m.photo !== '' ? img({ url: m.photo, alt: m.name }, undefined, 'portrait') : ''}<strong>${e(m.name)}</strong>${m.role !== '' ? `<div class="muted">${e(m.role)}</div>` : ''}</div>`)
    .join('')}</div>`;
}
