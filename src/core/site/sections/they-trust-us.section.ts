import { defineSection } from './section-definition';

export const theyTrustUsSection = defineSection({ id: 'they-trust-us', tier: 'Elite' });
