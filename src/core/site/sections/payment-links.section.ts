import { defineSection } from './section-definition';

export const paymentLinksSection = defineSection({ id: 'payment-links', tier: 'Elite' });
