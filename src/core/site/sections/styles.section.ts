import { defineSection } from './section-definition';

export const stylesSection = defineSection({ id: 'styles', tier: 'Basic' });
