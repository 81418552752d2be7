import type { AlbumsSection } from '../../../core/site/site-content';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { membersOnly } from './members-only';
import { pictures } from './pictures';
import type { SectionContext } from './section-renderer';

export function renderAlbums({ albums }: AlbumsSection, { s, lightbox }: SectionContext): Html {
  return albums
    .filter((a) => a.images.length > 0)
    .map((a) => `<h3>${e(a.name)}${membersOnly(a, s)}</h3>${pictures(a.images, lightbox, s)}`)
    .join('<div style="height:28px"></div>');
}
