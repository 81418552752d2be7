import { defineSection } from './section-definition';

export const albumsSection = defineSection({ id: 'albums', tier: 'Professional' });
