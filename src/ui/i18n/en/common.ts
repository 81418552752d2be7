/** Strings shared by every screen. Keys are static: never build a key at run time. */
export const common = {
  brand: 'Sitio',
  language: { label: 'Language', en: 'English', es: 'Español', switchTo: 'Español' },
  nav: {
    home: 'Home',
    examples: 'Examples',
    pricing: 'Pricing',
    contact: 'Contact',
    faqs: 'FAQs',
    getStarted: 'Get Started',
    /** The name of a get-started link: the words it shows (`text`), then what it starts. */
    getStartedName: '{{text}}: create your website',
    dashboard: 'Dashboard',
    menu: 'Menu',
    closeMenu: 'Close menu',
    main: 'Main navigation',
  },
  actions: { save: 'Save', cancel: 'Cancel', close: 'Close', retry: 'Try again', back: 'Back', loading: 'Loading…', signOut: 'Sign out' },
  unauthorized: {
    title: 'Not authorized',
    text: "It looks like you don't have the permissions needed to access this section.",
    goHome: 'Go to home',
  },
  notFound: { title: 'Page not found', text: 'The page you are looking for does not exist.', goHome: 'Go to home' },
  onboarding: {
    label: 'Getting started',
    account: 'Create your account',
    business: 'About your business',
    plan: 'Choose a plan',
    site: 'Build your site',
    done: 'done',
  },
  offline: { banner: 'You are offline. Your changes are kept and will be saved when the connection returns.' },
  footer: { rights: 'All rights reserved.', madeFor: 'Websites for small businesses, in English and Spanish.' },
} as const;
