import { idOf } from '../list-item-id';
import { SITE_LIMITS } from '../site-limits';
import type { VideoProvider } from '../video-link';
import { parseVideoLink, videoWatchUrl } from '../video-link';
import type { RawSection } from './section-definition';
import { keepTranslations } from '../text-translations';
import type { Audience } from '../../portal/audience';
import { ITEM_AUDIENCE_FIELD, keepAudience, readItemAudience } from './section-audience';
import { defineSectionContent } from './section-definition';
import { videosSection } from './videos.section';

export interface SiteVideo {
  readonly provider: VideoProvider;
  readonly videoId: string;
  readonly title: string;
  /** Absent: everyone. */
  readonly audience?: Audience;
}
export interface VideosSection {
  readonly videos: readonly SiteVideo[];
}

function storedVideoUrl(item: RawSection): string | null {
  if (typeof item.videoId !== 'string') return null;
  if (item.provider === 'youtube') return `https://www.youtube.com/watch?v=${item.videoId}`;
  if (item.provider === 'vimeo') return `https://vimeo.com/${item.videoId}`;
  return null;
}

export const videosContent = defineSectionContent(videosSection, {
  blank: () => ({ videos: [] }),
  read: (raw, r): VideosSection => ({
    videos: r.items(raw.videos, 'videos', SITE_LIMITS.videos, (item, ir) => {
      // Stored as provider + id; a submitted 'url' is parsed into them.
      const ref = item.url !== undefined ? parseVideoLink(item.url) : parseVideoLink(storedVideoUrl(item));
      if (ref === null) ir.fail('url', 'invalid-video');
      return {
        provider: ref?.provider ?? 'youtube',
        videoId: ref?.videoId ?? '',
        title: ir.line(item.title, 'title', SITE_LIMITS.shortText),
        ...readItemAudience(item.audience, ir),
      };
    }),
  }),
  // Edited as the link the member pasted; the core parses it into provider and id.
  toEditable: ({ videos }) => ({ videos: videos.map((v) => keepAudience(v, keepTranslations(v, { id: idOf(v), url: videoWatchUrl(v), title: v.title }))) }),
  fields: [
    {
      kind: 'list',
      key: 'videos',
      label: 'fields.videos',
      max: SITE_LIMITS.videos,
      itemLabel: 'fields.videoN',
      addLabel: 'list.addVideo',
      fields: [
        { kind: 'text', key: 'url', label: 'fields.videoUrl', hint: 'fields.videoUrlHint', max: 2048, inputType: 'url' },
        { kind: 'text', key: 'title', label: 'fields.title', max: SITE_LIMITS.shortText },
        ITEM_AUDIENCE_FIELD,
      ],
      blank: () => ({ url: '', title: '' }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: VideosSection) => section.videos.length === 0 },
});
