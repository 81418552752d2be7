import { defineSection } from './section-definition';

export const teamSection = defineSection({ id: 'team', tier: 'Elite' });
