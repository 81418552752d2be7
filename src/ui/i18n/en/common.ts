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
  /**
   * Each page's document title and description, by its id in core/dashboard/app-routes.ts: the
   * prerendered files' <head> and the browser's document.title on every route.
   */
  pages: {
    home: { title: 'Sitio — websites for small businesses', description: 'Sitio builds fast, bilingual websites for small businesses. Edit your services, hours and photos from your phone, in English and Spanish.' },
    examples: { title: 'Example websites · Sitio', description: 'See websites made with Sitio for a bakery, a plumber, a salon and more, on a phone and on a computer, in English and Spanish.' },
    exampleSite: { title: 'Example website · Sitio', description: 'A website made with Sitio, shown as its visitors see it.' },
    pricing: { title: 'Pricing · Sitio', description: 'Sitio plans and prices: Basic, Professional and Elite. A bilingual website for your business, with no contract; change or cancel at any time.' },
    contact: { title: 'Contact · Sitio', description: 'Write to the Sitio team with a question about your website, your plan or your account. We answer in English or Spanish.' },
    faqs: { title: 'FAQs · Sitio', description: 'Answers to common questions about Sitio: your address, languages, plans, payments, and editing your website from your phone.' },
    growthOffer: { title: 'The Professional plan · Sitio', description: 'Grow your business with Sitio Professional: articles, albums and forms to collect requests from customers, on a fast, bilingual website.' },
    getStarted: { title: 'Sign in · Sitio', description: 'Sign in to Sitio, or create your account and your business website in a minute.' },
    setup: { title: 'Set up your website · Sitio', description: 'Tell us about your business to set up your Sitio website.' },
    websiteIntake: { title: 'Website request · Sitio', description: 'Tell the Sitio team about the website you want and we will prepare a proposal for your business.' },
    myWeb: { title: 'myWeb · Sitio', description: 'Your website at a glance: its address, visits and what to do next.' },
    websiteStudio: { title: 'Website studio · Sitio', description: "Edit your website's sections, colours and languages." },
    users: { title: 'Users Portal · Sitio', description: "Your customers' accounts on your website." },
    groups: { title: 'Groups · Sitio', description: 'Groups of your customers, their members-only content and announcements.' },
    forms: { title: 'Forms · Sitio', description: 'The messages your website\'s forms have received.' },
    formsEdit: { title: 'Edit form · Sitio', description: 'Choose the fields of your website\'s form.' },
    notifications: { title: 'Notifications · Sitio', description: 'Your notifications from Sitio.' },
    results: { title: 'Results · Sitio', description: 'What your website brought you: visits, calls, chats and where visitors came from.' },
    settings: { title: 'Settings · Sitio', description: 'Your account, your website\'s address and your plan.' },
    subscription: { title: 'Subscription · Sitio', description: 'Your plan, its renewal and its payments.' },
    admin: { title: 'Admin · Sitio', description: 'Members, plans and sites of the whole product.' },
    notFound: { title: 'Page not found · Sitio', description: 'The page you are looking for does not exist.' },
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
