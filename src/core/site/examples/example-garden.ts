import type { ExampleSiteSource } from './example-site-source';

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });
const h = (text: string) => ({ type: 'heading2', runs: [{ text }] });
const list = (...items: string[]) => ({ type: 'bulletList', items: items.map((text) => ({ runs: [{ text }] })) });

/** A landscaper on the Professional plan: services, hours and a form to ask for a quote. */
export const gardenExample: ExampleSiteSource = {
  tier: 'Professional',
  draft: (t, asset) => ({
    kind: t('Landscaping service', 'Servicio de jardinería'),
    summary: t('Services and prices, the areas they cover and a form to ask for a quote.', 'Servicios y precios, las zonas que cubren y un formulario para pedir presupuesto.'),
    member: {
      username: 'greenroots',
      domain: 'greenroots.example.com',
      namePublico: t('Green Roots Landscaping', 'Jardinería Green Roots'),
      businessName: '',
      themeColor: '#215C2C',
      font: 'Nunito',
      coverTemplate: 2,
      coverPicture: asset('garden-cover.svg'),
    },
    documents: {
      'about-us': {
        body: {
          blocks: [
            p(t('Beautiful yards all year round: design, planting and weekly care for homes and small businesses.', 'Jardines bonitos todo el año: diseño, plantación y mantenimiento semanal para casas y pequeños negocios.')),
            p(t('Free estimates within 48 hours. We use native plants that need less water.', 'Presupuesto gratis en 48 horas. Usamos plantas nativas que necesitan menos agua.')),
          ],
        },
      },
      services: {
        items: [
          { name: t('Weekly lawn care', 'Mantenimiento semanal'), description: t('Mowing, edging and blowing, every week.', 'Corte, orillas y limpieza, cada semana.'), price: 45, currency: 'USD' },
          { name: t('Seasonal clean-up', 'Limpieza de temporada'), description: t('Leaves, pruning and fresh mulch.', 'Hojas, poda y mantillo nuevo.'), price: 180, currency: 'USD' },
          { name: t('Irrigation repair', 'Reparación de riego'), description: t('Sprinklers and drip lines checked and fixed.', 'Revisión y arreglo de aspersores y goteo.'), price: 85, currency: 'USD' },
          { name: t('Garden design', 'Diseño de jardín'), description: t('A plan drawn for your yard, with a plant list.', 'Un plano para tu jardín, con lista de plantas.'), price: 350, currency: 'USD' },
          { name: t('Tree trimming', 'Poda de árboles'), description: t('Safe trimming by certified arborists.', 'Poda segura por arboristas certificados.'), price: null, currency: 'USD' },
        ],
      },
      hours: {
        week: {
          monday: { open: '07:00', close: '17:00' },
          tuesday: { open: '07:00', close: '17:00' },
          wednesday: { open: '07:00', close: '17:00' },
          thursday: { open: '07:00', close: '17:00' },
          friday: { open: '07:00', close: '17:00' },
          saturday: { open: '08:00', close: '13:00' },
          sunday: { closed: true },
        },
        exceptions: [],
      },
      'additional-info': {
        body: {
          blocks: [
            h(t('Areas we serve', 'Zonas que cubrimos')),
            list('Oak Park', 'Maple Heights', 'Lakeside', t('and 15 miles around', 'y 25 km a la redonda')),
            h(t('Insured', 'Con seguro')),
            p(t('Fully insured crews, and we leave every yard cleaner than we found it.', 'Cuadrillas aseguradas, y dejamos cada jardín más limpio de lo que lo encontramos.')),
          ],
        },
      },
      layout: { order: ['name', 'styles', 'about-us', 'services', 'hours', 'additional-info'], hidden: [] },
    },
  }),
};
