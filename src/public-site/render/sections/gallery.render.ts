import type { GallerySection } from '../../../core/site/site-content';
import type { Html } from '../site-html';
import { pictures } from './pictures';
import type { SectionContext } from './section-renderer';

export function renderGallery(gallery: GallerySection, { s, lightbox }: SectionContext): Html {
  return pictures(gallery.images, lightbox, s);
}
