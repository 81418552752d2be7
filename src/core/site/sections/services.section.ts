import { defineSection } from './section-definition';

export const servicesSection = defineSection({ id: 'services', tier: 'Basic' });
