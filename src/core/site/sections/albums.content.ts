import { SITE_LIMITS } from '../site-limits';
import type { Audience } from '../../portal/audience';
import { ITEM_AUDIENCE_FIELD, readItemAudience } from './section-audience';
import { defineSectionContent } from './section-definition';
import { albumsSection } from './albums.section';
import type { SiteImage } from './section-readers';
import { imageListField, readImage } from './section-readers';

export interface Album {
  readonly name: string;
  readonly images: readonly SiteImage[];
  /** Absent: everyone. */
  readonly audience?: Audience;
}
export interface AlbumsSection {
  readonly albums: readonly Album[];
}

export const albumsContent = defineSectionContent(albumsSection, {
  blank: () => ({ albums: [] }),
  read: (raw, r): AlbumsSection => ({
    albums: r.items(raw.albums, 'albums', SITE_LIMITS.albums, (item, ir) => ({
      name: ir.line(item.name, 'name', SITE_LIMITS.shortText, true),
      images: ir.items(item.images, 'images', SITE_LIMITS.albumImages, readImage),
      ...readItemAudience(item.audience, ir),
    })),
  }),
  fields: [
    {
      kind: 'list',
      key: 'albums',
      label: 'fields.albums',
      max: SITE_LIMITS.albums,
      itemLabel: 'fields.albumN',
      addLabel: 'list.addAlbum',
      fields: [{ kind: 'text', key: 'name', label: 'fields.albumName', max: SITE_LIMITS.shortText, required: true }, imageListField('images', 'fields.images', SITE_LIMITS.albumImages), ITEM_AUDIENCE_FIELD],
      blank: () => ({ name: '', images: [] }),
    },
  ],
  publicSite: { kind: 'block', isEmpty: (section: AlbumsSection) => section.albums.every((a) => a.images.length === 0) },
});
