import { defineSection } from './section-definition';

export const additionalInfoSection = defineSection({ id: 'additional-info', tier: 'Basic' });
