import { defineSection } from './section-definition';

export const productsSection = defineSection({ id: 'products', tier: 'Basic' });
