import type { PublicMemberFields } from '../../core/site/public-projection';

/*
 * A complete Elite site (every studio section filled), used by the size budget test, the
 * renderer tests and for local demos. Stored documents exactly as the studio writes them.
 */

const IMG = 'https://firebasestorage.googleapis.com/v0/b/demo-sitio.appspot.com/o/demo%2F';
const pic = (name: string) => `${IMG}${name}.jpg?alt=media`;

export const DEMO_MEMBER: PublicMemberFields = {
  username: 'sol1234',
  domain: 'sol1234.sitio.app',
  namePublico: 'Sol Bakery',
  businessName: 'Sol Bakery & Café',
  themeColor: '#B4532A',
  font: 'Lato',
  coverTemplate: 1,
  picture: pic('logo'),
  coverPicture: pic('cover'),
  siteLanguage: 'EN',
};

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });

export const DEMO_SITE_DOCUMENTS: Readonly<Record<string, unknown>> = {
  'about-us': {
    body: {
      blocks: [
        p('Family-run neighbourhood bakery baking sourdough, conchas and pastries from scratch every morning since 1998.'),
        {
          type: 'paragraph',
          runs: [
            { text: 'We mill our own ' },
            { text: 'heritage wheat', bold: true },
            { text: ' and bake everything in a wood-fired oven. Read our story in ' },
            { text: 'the Gazette', italic: true, href: 'https://gazette.example.com/sol-bakery' },
            { text: '.' },
          ],
        },
      ],
    },
    search: { title: 'Sol Bakery · sourdough and conchas in Springfield', description: 'Family-run bakery and café: sourdough, conchas and cakes baked every morning since 1998.' },
  },
  products: {
    items: [
      { name: 'Country sourdough', description: '48-hour ferment, crackling crust.', price: 8.5, currency: 'USD', image: pic('sourdough') },
      { name: 'Conchas (box of 6)', description: 'Vanilla and chocolate sweet buns.', price: 12, currency: 'USD', image: pic('conchas') },
      { name: 'Butter croissant', description: 'Laminated with cultured butter.', price: 4.25, currency: 'USD', image: pic('croissant') },
      { name: 'Tres leches cake', description: 'Serves 8–10. Order 48 hours ahead.', price: 42, currency: 'USD', image: pic('cake') },
      { name: 'Cinnamon roll', description: 'With brown-butter glaze.', price: 4.75, currency: 'USD', image: pic('roll') },
      { name: 'Seasonal fruit tart', description: 'Whatever the market brings.', price: null, currency: 'USD', image: pic('tart') },
    ],
  },
  services: {
    items: [
      { name: 'Custom cakes', description: 'Birthdays, weddings and quinceañeras.', price: 60, currency: 'USD', image: pic('custom') },
      { name: 'Catering trays', description: 'Pastry and sandwich trays for 10 to 100 people.', price: 95, currency: 'USD', image: pic('catering') },
      { name: 'Bread-baking class', description: 'Three hours, all ingredients included.', price: 75, currency: 'USD', image: pic('class') },
      { name: 'Wholesale', description: 'Daily bread for cafés and restaurants.', price: null, currency: 'USD', image: '' },
    ],
  },
  gallery: { images: ['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'].map((n, i) => ({ url: pic(n), alt: `Inside Sol Bakery, photo ${i + 1}` })) },
  videos: {
    videos: [
      { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'A morning at the oven' },
      { provider: 'vimeo', videoId: '76979871', title: 'How we shape conchas' },
    ],
  },
  articles: {
    articles: [
      { title: 'New: rye Fridays', date: '2025-03-07', body: { blocks: [p('Every Friday we bake a 100% rye loaf with caraway. Come early, it sells out by noon.')] } },
      {
        title: 'Holiday orders are open',
        date: '2025-11-15',
        body: { blocks: [p('Order your rosca de reyes and holiday pies:'), { type: 'bulletList', items: [{ runs: [{ text: 'Rosca de reyes' }] }, { runs: [{ text: 'Pecan pie' }] }, { runs: [{ text: 'Pan de muerto' }] }] }] },
      },
      { title: 'We won Best Bakery 2024', date: '2024-10-02', body: { blocks: [p('Thank you to everyone who voted for us in the city awards!')] } },
    ],
  },
  events: {
    events: [
      { title: 'Sourdough workshop', date: '2025-06-14', time: '10:00', place: 'Sol Bakery kitchen', description: 'Learn to keep a starter and bake a loaf at home.' },
      { title: 'Día de Muertos open house', date: '2025-11-01', time: '', place: '123 Main St', description: 'Pan de muerto, hot chocolate and an ofrenda.' },
      { title: 'Farmers market stall', date: '2025-07-05', time: '08:00', place: 'Riverside Market', description: '' },
    ],
  },
  team: {
    members: [
      { name: 'María Sol', role: 'Founder & head baker', photo: pic('maria') },
      { name: 'Diego Ramos', role: 'Pastry chef', photo: pic('diego') },
      { name: 'Ana López', role: 'Café manager', photo: pic('ana') },
      { name: 'Luis Ortega', role: 'Baker', photo: pic('luis') },
    ],
  },
  hours: {
    week: {
      monday: { closed: true },
      tuesday: { open: '07:00', close: '18:00' },
      wednesday: { open: '07:00', close: '18:00' },
      thursday: { open: '07:00', close: '18:00' },
      friday: { open: '07:00', close: '20:00' },
      saturday: { open: '08:00', close: '20:00' },
      sunday: { open: '08:00', close: '14:00' },
    },
    exceptions: [
      { date: '2025-12-24', open: '07:00', close: '12:00', label: 'Christmas Eve' },
      { date: '2025-12-25', closed: true, label: 'Christmas Day' },
    ],
  },
  albums: {
    albums: [
      { name: 'Wedding cakes', images: ['w1', 'w2', 'w3', 'w4'].map((n) => ({ url: pic(n), alt: 'Wedding cake' })) },
      { name: 'Our café', images: ['c1', 'c2', 'c3', 'c4'].map((n) => ({ url: pic(n), alt: 'Café interior' })) },
    ],
  },
  'payment-links': {
    links: [
      { label: 'Pay a cake deposit', url: 'https://buy.stripe.com/test_demo_deposit' },
      { label: 'Buy a gift card', url: 'https://squareup.com/gift/demo-sol' },
    ],
  },
  'they-trust-us': {
    logos: ['l1', 'l2', 'l3', 'l4'].map((n) => ({ url: pic(n), alt: `Partner ${n}` })),
    testimonials: [
      { quote: 'The best conchas north of Monterrey. We order every week for the office.', author: 'Laura G.', role: 'Office manager' },
      { quote: 'They made our wedding cake and it was perfect. Everyone asked where it came from.', author: 'Carlos & Jen', role: '' },
      { quote: 'Reliable wholesale partner: warm bread at our door at 6 a.m., every day.', author: 'Café Luna', role: 'Restaurant' },
    ],
  },
  'additional-info': {
    body: {
      blocks: [
        { type: 'heading2', runs: [{ text: 'Allergies' }] },
        p('Our kitchen handles wheat, milk, eggs and nuts. Ask us about gluten-free options on Saturdays.'),
        { type: 'heading2', runs: [{ text: 'Parking' }] },
        p('Free parking behind the building; street parking on Main St.'),
      ],
    },
  },
  'social-links': {
    links: {
      instagram: 'https://www.instagram.com/solbakery',
      facebook: 'https://www.facebook.com/solbakery',
      tiktok: 'https://www.tiktok.com/@solbakery',
      whatsapp: 'https://wa.me/15550100200',
    },
    contact: {
      address: { street: '214 Main St', locality: 'Springfield', region: 'IL', postalCode: '62701', country: 'US' },
      showAddress: true,
      category: 'Bakery',
      phone: '+1 217 555 0142',
      showPhone: true,
      // Kept in the studio, not published.
      email: 'orders@solbakery.example',
      showEmail: false,
      whatsappButton: true,
    },
  },
  layout: { order: ['name', 'styles', 'about-us', 'products', 'services', 'hours', 'gallery', 'videos', 'events', 'articles', 'team', 'albums', 'they-trust-us', 'payment-links', 'additional-info', 'social-links'], hidden: [] },
};
