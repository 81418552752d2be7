import type { ExampleSiteSource } from './example-site-source';

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });
const h = (text: string) => ({ type: 'heading2', runs: [{ text }] });

/** A neighbourhood bakery on the Professional plan: menu, custom cakes, hours and news. */
export const bakeryExample: ExampleSiteSource = {
  tier: 'Professional',
  draft: (t, asset) => ({
    kind: t('Bakery', 'Panadería'),
    summary: t('Menu with prices, custom cakes, opening hours and news from the oven.', 'Menú con precios, pasteles por encargo, horarios y novedades del horno.'),
    member: {
      username: 'lunabakery',
      domain: 'lunabakery.example.com',
      namePublico: t('Luna Bakery', 'Panadería Luna'),
      businessName: t('Luna Bakery & Café', 'Panadería y Café Luna'),
      themeColor: '#8A4B14',
      font: 'Lato',
      coverTemplate: 1,
      coverPicture: asset('bakery-cover.svg'),
    },
    documents: {
      'about-us': {
        body: {
          blocks: [
            p(t('Bread, conchas and cakes baked from scratch every morning since 1998, by one family, on the same corner.', 'Pan, conchas y pasteles hechos a mano cada mañana desde 1998, por una familia, en la misma esquina.')),
            p(t('We use our own sourdough starter, local butter and no shortcuts. Come early: the cinnamon rolls are gone by ten.', 'Usamos nuestra propia masa madre, mantequilla local y nada de atajos. Ven temprano: los roles de canela se acaban antes de las diez.')),
          ],
        },
      },
      products: {
        items: [
          { name: t('Country sourdough', 'Pan de masa madre'), description: t('48-hour ferment, crackling crust.', 'Fermentado 48 horas, con corteza crujiente.'), price: 8.5, currency: 'USD' },
          { name: t('Conchas (box of 6)', 'Conchas (caja de 6)'), description: t('Vanilla and chocolate.', 'De vainilla y chocolate.'), price: 12, currency: 'USD' },
          { name: t('Butter croissant', 'Croissant de mantequilla'), description: t('Flaky, golden, baked every hour.', 'Hojaldrado y dorado, horneado cada hora.'), price: 4.25, currency: 'USD' },
          { name: t('Cinnamon roll', 'Rol de canela'), description: t('With brown-butter glaze.', 'Con glaseado de mantequilla tostada.'), price: 4.75, currency: 'USD' },
        ],
      },
      services: {
        items: [
          { name: t('Custom cakes', 'Pasteles por encargo'), description: t('Birthdays, weddings and quinceañeras. Order 48 hours ahead.', 'Cumpleaños, bodas y quinceañeras. Encárgalo con 48 horas.'), price: 60, currency: 'USD' },
          { name: t('Catering trays', 'Charolas para eventos'), description: t('Pastries and sandwiches for 10 to 100 people.', 'Pan dulce y sándwiches para 10 a 100 personas.'), price: 95, currency: 'USD' },
          { name: t('Wholesale bread', 'Pan para negocios'), description: t('Daily delivery for cafés and restaurants.', 'Entrega diaria a cafés y restaurantes.'), price: null, currency: 'USD' },
        ],
      },
      hours: {
        week: {
          monday: { closed: true },
          tuesday: { open: '07:00', close: '18:00' },
          wednesday: { open: '07:00', close: '18:00' },
          thursday: { open: '07:00', close: '18:00' },
          friday: { open: '07:00', close: '19:00' },
          saturday: { open: '08:00', close: '19:00' },
          sunday: { open: '08:00', close: '14:00' },
        },
        exceptions: [{ date: '2026-12-25', closed: true, label: t('Christmas Day', 'Navidad') }],
      },
      articles: {
        articles: [
          {
            title: t('Holiday orders are open', 'Ya puedes encargar para las fiestas'),
            date: '2026-11-16',
            body: { blocks: [p(t('Rosca de reyes, pecan pie and pan de muerto: order by December 20.', 'Rosca de reyes, pay de nuez y pan de muerto: encarga antes del 20 de diciembre.'))] },
          },
          {
            title: t('New: rye Fridays', 'Nuevo: viernes de centeno'),
            date: '2026-10-02',
            body: { blocks: [p(t('Every Friday, a dark rye loaf with caraway. It sells out by noon.', 'Cada viernes, un pan de centeno con alcaravea. Se acaba antes del mediodía.'))] },
          },
        ],
      },
      'additional-info': {
        body: {
          blocks: [
            h(t('Allergies', 'Alergias')),
            p(t('Our kitchen handles wheat, milk, eggs and nuts. Gluten-free bread on Saturdays.', 'En nuestra cocina hay trigo, leche, huevo y nueces. Pan sin gluten los sábados.')),
            h(t('Parking', 'Estacionamiento')),
            p(t('Free parking behind the building.', 'Estacionamiento gratuito detrás del local.')),
          ],
        },
      },
      layout: { order: ['name', 'styles', 'about-us', 'products', 'services', 'hours', 'articles', 'additional-info'], hidden: [] },
    },
  }),
};
