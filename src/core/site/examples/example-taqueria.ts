import type { ExampleSiteSource } from './example-site-source';

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });
const h = (text: string) => ({ type: 'heading2', runs: [{ text }] });

/** A taquería on the Elite plan: the menu, hours, how to find it and reviews from regulars. */
export const taqueriaExample: ExampleSiteSource = {
  tier: 'Elite',
  draft: (t, asset) => ({
    kind: t('Restaurant', 'Restaurante'),
    summary: t('Menu, hours, how to find it and reviews from regulars.', 'Menú, horarios, cómo llegar y opiniones de clientes de siempre.'),
    member: {
      username: 'taqueriaelsol',
      domain: 'taqueriaelsol.example.com',
      namePublico: 'Taquería El Sol',
      businessName: '',
      themeColor: '#A3321B',
      font: 'Poppins',
      coverTemplate: 1,
      coverPicture: asset('taqueria-cover.svg'),
    },
    documents: {
      'about-us': {
        body: {
          blocks: [
            p(t('Tacos al pastor the way grandma made them: marinated overnight, carved off the trompo, on corn tortillas pressed by hand.', 'Tacos al pastor como los hacía la abuela: marinados toda la noche, del trompo, en tortillas de maíz hechas a mano.')),
            p(t('Family-owned since 2009. Eat in, take out, or let us cater your party.', 'Negocio familiar desde 2009. Para comer aquí, para llevar o para tu fiesta.')),
          ],
        },
      },
      products: {
        items: [
          { name: t('Tacos al pastor (3)', 'Tacos al pastor (3)'), description: t('Pork, pineapple, onion and cilantro.', 'Cerdo, piña, cebolla y cilantro.'), price: 9, currency: 'USD' },
          { name: t('Carne asada tacos (3)', 'Tacos de carne asada (3)'), description: t('Grilled steak, salsa verde.', 'Res a la parrilla, salsa verde.'), price: 10.5, currency: 'USD' },
          { name: t('Quesabirria (3)', 'Quesabirria (3)'), description: t('With a cup of consommé for dipping.', 'Con un vaso de consomé para remojar.'), price: 13, currency: 'USD' },
          { name: t('Veggie tacos (3)', 'Tacos vegetarianos (3)'), description: t('Mushrooms, rajas and queso fresco.', 'Hongos, rajas y queso fresco.'), price: 8.5, currency: 'USD' },
          { name: t('Street corn', 'Elote'), description: t('Mayo, cotija, chile and lime.', 'Mayonesa, cotija, chile y limón.'), price: 4, currency: 'USD' },
          { name: t('Horchata', 'Horchata'), description: t('Made fresh every morning.', 'Hecha cada mañana.'), price: 3.5, currency: 'USD' },
        ],
      },
      hours: {
        week: {
          monday: { open: '11:00', close: '21:00' },
          tuesday: { open: '11:00', close: '21:00' },
          wednesday: { open: '11:00', close: '21:00' },
          thursday: { open: '11:00', close: '21:00' },
          friday: { open: '11:00', close: '23:00' },
          saturday: { open: '10:00', close: '23:00' },
          sunday: { open: '10:00', close: '20:00' },
        },
        exceptions: [],
      },
      'they-trust-us': {
        testimonials: [
          { quote: t('The best al pastor in town, and the salsa bar is unbeatable.', 'El mejor pastor de la ciudad, y la barra de salsas no tiene igual.'), author: 'Daniel R.', role: t('Regular since 2012', 'Cliente desde 2012') },
          { quote: t('They catered our wedding for 150 people. Everyone still talks about the tacos.', 'Atendieron nuestra boda de 150 personas. Todos siguen hablando de los tacos.'), author: 'Ana & Luis' },
          { quote: t('Fast, friendly and the horchata is perfect on a hot day.', 'Rápidos, amables, y la horchata es perfecta en un día de calor.'), author: 'Kim T.' },
        ],
      },
      'additional-info': {
        body: {
          blocks: [
            h(t('Find us', 'Cómo llegar')),
            p(t('456 Market Street, next to the farmers market. Street parking and bike racks out front.', 'Calle Market 456, junto al mercado. Estacionamiento en la calle y para bicicletas en la entrada.')),
            h(t('Parties and catering', 'Fiestas y eventos')),
            p(t('Taco bar for 20 to 200 people, with our own cooks on site.', 'Taquiza para 20 a 200 personas, con nuestros taqueros en tu evento.')),
          ],
        },
      },
      layout: { order: ['name', 'styles', 'about-us', 'products', 'hours', 'they-trust-us', 'additional-info'], hidden: [] },
    },
  }),
};
