import type { SiteLanguage } from '../../core/member/member-record';
import type { ExampleSite, ExampleSiteId } from '../../core/site/examples/example-sites';

/*
 * The pictures of the example sites on the Examples page: each example's home page as a
 * computer shows it, drawn by Chromium from the public site's renderer and stored as WebP files
 * in public/images/examples/thumbs (scripts/generate-example-thumbnails.mjs writes them). A
 * picture paints with the page, where a frame holding the whole site would paint late.
 */

/** The window the site is laid out in before it is drawn small: a computer's, 4:3. */
export const EXAMPLE_THUMBNAIL_VIEWPORT = { width: 1280, height: 960 } as const;

/** The widths each picture is stored at: one for ordinary screens, one for sharp ones. */
export const EXAMPLE_THUMBNAIL_WIDTHS = [400, 800] as const;
export type ExampleThumbnailWidth = (typeof EXAMPLE_THUMBNAIL_WIDTHS)[number];
/** The width of an <img> without srcset support, and of its width/height attributes. */
const LARGEST_WIDTH: ExampleThumbnailWidth = 800;

export const EXAMPLE_THUMBNAIL_DIRECTORY = '/images/examples/thumbs';

/** The pictures' file names, with what each was drawn from (see exampleThumbnailSource). */
export const EXAMPLE_THUMBNAIL_SOURCES_FILE = 'sources.json';

export function exampleThumbnailHeight(width: number): number {
  return Math.round((width * EXAMPLE_THUMBNAIL_VIEWPORT.height) / EXAMPLE_THUMBNAIL_VIEWPORT.width);
}

export function exampleThumbnailName(id: ExampleSiteId, language: SiteLanguage, width: ExampleThumbnailWidth): string {
  return `${id}-${language.toLowerCase()}-${width}.webp`;
}

export interface ExampleThumbnail {
  readonly src: string;
  readonly srcSet: string;
  readonly width: number;
  readonly height: number;
}

/** The picture of one example in one language, as an <img> takes it (root-relative addresses). */
export function exampleThumbnail(id: ExampleSiteId, language: SiteLanguage): ExampleThumbnail {
  const url = (width: ExampleThumbnailWidth) => `${EXAMPLE_THUMBNAIL_DIRECTORY}/${exampleThumbnailName(id, language, width)}`;
  return {
    src: url(LARGEST_WIDTH),
    srcSet: EXAMPLE_THUMBNAIL_WIDTHS.map((width) => `${url(width)} ${width}w`).join(', '),
    width: LARGEST_WIDTH,
    height: exampleThumbnailHeight(LARGEST_WIDTH),
  };
}

/**
 * What a picture shows, as text: the example's stored documents and public fields (built with
 * an empty origin, so the text is the same on every host). The generator records a digest of it
 * per picture, and a test compares, so an example edited without drawing its pictures again
 * fails instead of showing an old picture.
 */
export function exampleThumbnailSource(site: ExampleSite): string {
  return JSON.stringify({ id: site.id, language: site.language, tier: site.tier, member: site.member, content: site.content });
}
