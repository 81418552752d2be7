/** Videos are YouTube or Vimeo links only; anything else could embed or link arbitrary content. */
export type VideoProvider = 'youtube' | 'vimeo';

export interface VideoRef {
  readonly provider: VideoProvider;
  readonly videoId: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const [, kind, id] = url.pathname.split('/');
  return kind === 'embed' || kind === 'shorts' || kind === 'live' || kind === 'v' ? (id ?? null) : null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname)) return null;
  const segments = url.pathname.split('/').filter((s) => s.length > 0);
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123
  const last = segments.at(-1) ?? '';
  const candidate = VIMEO_ID.test(last) ? last : (segments.find((s) => VIMEO_ID.test(s)) ?? null);
  return candidate;
}

/** The provider and id of a YouTube or Vimeo link (https only), or null for anything else. */
export function parseVideoLink(value: unknown): VideoRef | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '' || url.port !== '') return null;
  const yt = youtubeId(url);
  if (yt !== null && YOUTUBE_ID.test(yt)) return { provider: 'youtube', videoId: yt };
  const vm = vimeoId(url);
  if (vm !== null) return { provider: 'vimeo', videoId: vm };
  return null;
}

/** The canonical watch page of a video: the only link the public site ever emits for it. */
export function videoWatchUrl(ref: VideoRef): string {
  return ref.provider === 'youtube' ? `https://www.youtube.com/watch?v=${ref.videoId}` : `https://vimeo.com/${ref.videoId}`;
}

/** A static thumbnail the public site can show without loading the provider's player. */
export function videoThumbnailUrl(ref: VideoRef): string | null {
  return ref.provider === 'youtube' ? `https://i.ytimg.com/vi/${ref.videoId}/hqdefault.jpg` : null;
}

export function isVideoId(provider: VideoProvider, id: unknown): id is string {
  return typeof id === 'string' && (provider === 'youtube' ? YOUTUBE_ID : VIMEO_ID).test(id);
}
