import { SITE_LIMITS } from '../site-limits';
import { defineSectionContent } from './section-definition';
import { gallerySection } from './gallery.section';
import type { SiteImage } from './section-readers';
import { imageListField, readImage } from './section-readers';

export interface GallerySection {
  readonly images: readonly SiteImage[];
}

export const galleryContent = defineSectionContent(gallerySection, {
  blank: () => ({ images: [] }),
  read: (raw, r): GallerySection => ({ images: r.items(raw.images, 'images', SITE_LIMITS.gallery, readImage) }),
  fields: [imageListField('images', 'fields.images', SITE_LIMITS.gallery)],
  publicSite: { kind: 'block', isEmpty: (gallery: GallerySection) => gallery.images.length === 0 },
});
