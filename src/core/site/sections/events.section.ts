import { defineSection } from './section-definition';

export const eventsSection = defineSection({ id: 'events', tier: 'Elite' });
