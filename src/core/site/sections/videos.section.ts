import { defineSection } from './section-definition';

export const videosSection = defineSection({ id: 'videos', tier: 'Elite' });
