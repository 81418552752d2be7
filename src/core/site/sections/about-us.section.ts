import { defineSection } from './section-definition';

export const aboutUsSection = defineSection({ id: 'about-us', tier: 'Basic' });
