import { defineSection } from './section-definition';

export const nameSection = defineSection({ id: 'name', tier: 'Basic' });
