import type { VideosSection } from '../../../core/site/site-content';
import { videoThumbnailUrl, videoWatchUrl } from '../../../core/site/video-link';
import { escapeHtml as e } from '../html-escape';
import type { Html } from '../site-html';
import { img } from '../site-html';
import { membersOnly } from './members-only';
import type { SectionContext } from './section-renderer';

export function renderVideos({ videos }: VideosSection, { s }: SectionContext): Html {
  return `<div class="g">${videos
    .map((v) => {
      const thumb = videoThumbnailUrl(v);
      const label = v.title !== '' ? v.title : `${s.watchVideo} ${s.videoOn[v.provider]}`;
      // A link with a still image instead of the provider's player: no third-party script.
      return `<a class="vid" href="${e(videoWatchUrl(v))}" rel="noopener">${thumb !== null ? img({ url: thumb, alt: '' }) : ''}<span>${e(label)}${membersOnly(v, s, false)}</span></a>`;
    })
    .join('')}</div>`;
}
