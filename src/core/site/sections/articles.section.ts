import { defineSection } from './section-definition';

export const articlesSection = defineSection({ id: 'articles', tier: 'Professional' });
