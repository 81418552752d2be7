import { defineSection } from './section-definition';

export const socialLinksSection = defineSection({ id: 'social-links', tier: 'Basic' });
