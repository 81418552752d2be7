import { defineSection } from './section-definition';

export const gallerySection = defineSection({ id: 'gallery', tier: 'Basic' });
