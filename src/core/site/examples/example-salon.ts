import type { ExampleSiteSource } from './example-site-source';

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });

/** A hair salon on the Elite plan: price list, the team and what clients say. */
export const salonExample: ExampleSiteSource = {
  tier: 'Elite',
  draft: (t, asset) => ({
    kind: t('Hair salon', 'Salón de belleza'),
    summary: t('Price list, the team, opening hours and what clients say.', 'Lista de precios, el equipo, horarios y lo que dicen sus clientas.'),
    member: {
      username: 'studiobella',
      domain: 'studiobella.example.com',
      namePublico: 'Studio Bella',
      businessName: '',
      themeColor: '#8E2A5A',
      font: 'Playfair Display',
      coverTemplate: 2,
      coverPicture: asset('salon-cover.svg'),
    },
    documents: {
      'about-us': {
        body: {
          blocks: [
            p(t('Cuts, colour and styling that feel like you, in a small salon where nobody rushes.', 'Cortes, color y peinados que van contigo, en un salón pequeño donde nadie tiene prisa.')),
            p(t('Every visit starts with a chat about what you want. Se habla español.', 'Cada visita empieza con una plática sobre lo que quieres. We speak English.')),
          ],
        },
      },
      services: {
        items: [
          { name: t('Cut and style', 'Corte y peinado'), description: t('Wash, cut and blow-dry.', 'Lavado, corte y secado.'), price: 55, currency: 'USD' },
          { name: t('Men’s cut', 'Corte de caballero'), description: t('Clipper or scissors, hot towel finish.', 'Con máquina o tijera, con toalla caliente.'), price: 30, currency: 'USD' },
          { name: t('Full colour', 'Tinte completo'), description: t('Ammonia-free colour, gloss included.', 'Tinte sin amoniaco, con brillo incluido.'), price: 95, currency: 'USD' },
          { name: 'Balayage', description: t('Hand-painted highlights, toner and style.', 'Mechas pintadas a mano, matiz y peinado.'), price: 160, currency: 'USD' },
          { name: t('Blow-dry', 'Secado y peinado'), description: t('Smooth, curls or waves.', 'Lacio, rizos u ondas.'), price: 35, currency: 'USD' },
          { name: t('Bridal hair', 'Peinado de novia'), description: t('With a trial visit before the big day.', 'Con una prueba antes del gran día.'), price: null, currency: 'USD' },
        ],
      },
      team: {
        members: [
          { name: 'Isabel Romero', role: t('Owner and colourist', 'Dueña y colorista') },
          { name: 'Camila Ortiz', role: t('Stylist', 'Estilista') },
          { name: 'Jordan Lee', role: t('Barber', 'Barbero') },
        ],
      },
      hours: {
        week: {
          monday: { closed: true },
          tuesday: { open: '10:00', close: '19:00' },
          wednesday: { open: '10:00', close: '19:00' },
          thursday: { open: '10:00', close: '20:00' },
          friday: { open: '10:00', close: '20:00' },
          saturday: { open: '09:00', close: '17:00' },
          sunday: { closed: true },
        },
        exceptions: [],
      },
      'they-trust-us': {
        testimonials: [
          { quote: t('Isabel fixed a colour two other salons could not. I will never go anywhere else.', 'Isabel arregló un tinte que otros dos salones no pudieron. No voy a ir a ningún otro lado.'), author: 'Mariana P.' },
          { quote: t('Relaxed, honest and always on time. My daughter’s quinceañera hair was perfect.', 'Tranquilo, honesto y siempre puntual. El peinado de los quince de mi hija quedó perfecto.'), author: 'Rosa M.' },
        ],
      },
      layout: { order: ['name', 'styles', 'about-us', 'services', 'team', 'hours', 'they-trust-us'], hidden: [] },
    },
  }),
};
