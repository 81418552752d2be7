import { defineSection } from './section-definition';

export const hoursSection = defineSection({ id: 'hours', tier: 'Basic' });
