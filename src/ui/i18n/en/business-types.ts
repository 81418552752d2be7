/** Kinds of business, asked at /setup (for a first draft) and on the website request form. */
export const businessTypes = {
  restaurant: 'Restaurant or café',
  bakery: 'Bakery',
  salon: 'Salon or barber shop',
  trades: 'Trades (plumbing, electrical, cleaning…)',
  retail: 'Shop or retail',
  health: 'Health and fitness',
  professional: 'Professional services',
  other: 'Other',
} as const;
