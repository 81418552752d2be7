/**
 * The marketing pages written to HTML at build time, each in the file that both `vite preview`
 * and Firebase Hosting (`cleanUrls`) serve for its clean URL. `module` is the page's source, so
 * the build can link the styles and preload the code of its lazy chunk.
 */
export interface PrerenderedPage {
  readonly path: string;
  readonly file: string;
  readonly module: string;
}

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = [
  { path: '/', file: 'index.html', module: 'src/ui/features/marketing/home-page.tsx' },
  { path: '/examples', file: 'examples.html', module: 'src/ui/features/marketing/examples-page.tsx' },
  { path: '/pricing', file: 'pricing.html', module: 'src/ui/features/marketing/pricing-page.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/ui/features/marketing/contact-page.tsx' },
  { path: '/faqs', file: 'faqs.html', module: 'src/ui/features/marketing/faqs-page.tsx' },
  { path: '/growth-offer', file: 'growth-offer.html', module: 'src/ui/features/marketing/growth-offer-page.tsx' },
];
