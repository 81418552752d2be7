import type { ExampleSiteSource } from './example-site-source';

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });
const h = (text: string) => ({ type: 'heading2', runs: [{ text }] });
const list = (...items: string[]) => ({ type: 'bulletList', items: items.map((text) => ({ runs: [{ text }] })) });

/** A plumber on the Basic plan: services with prices, office hours and where they work. */
export const plumberExample: ExampleSiteSource = {
  tier: 'Basic',
  draft: (t, asset) => ({
    kind: t('Plumbing company', 'Empresa de plomería'),
    summary: t('Services with upfront prices, office hours and the neighbourhoods they cover.', 'Servicios con precios claros, horario de oficina y las colonias que atienden.'),
    member: {
      username: 'rapidflow',
      domain: 'rapidflow.example.com',
      namePublico: t('Rapid Flow Plumbing', 'Plomería Rapid Flow'),
      businessName: 'Rapid Flow Plumbing & Drain Co.',
      themeColor: '#0B4F8A',
      font: 'Roboto',
      coverTemplate: 3,
      coverPicture: asset('plumber-cover.svg'),
    },
    documents: {
      'about-us': {
        body: {
          blocks: [
            p(t('Licensed plumbers for homes and small businesses, with emergency repairs 24 hours a day.', 'Plomeros con licencia para casas y pequeños negocios, con reparaciones urgentes las 24 horas.')),
            p(t('You get the price before we start, and every repair is guaranteed for one year.', 'Te damos el precio antes de empezar, y cada reparación tiene un año de garantía.')),
          ],
        },
      },
      services: {
        items: [
          { name: t('Emergency call-out', 'Visita de emergencia'), description: t('Burst pipe or no water? We are there within the hour, day or night.', '¿Tubo roto o sin agua? Llegamos en menos de una hora, de día o de noche.'), price: 95, currency: 'USD' },
          { name: t('Drain cleaning', 'Destape de drenaje'), description: t('Kitchen, bathroom or main line, with a camera check.', 'Cocina, baño o línea principal, con revisión por cámara.'), price: 129, currency: 'USD' },
          { name: t('Leak detection', 'Detección de fugas'), description: t('We find hidden leaks without breaking walls.', 'Encontramos fugas ocultas sin romper paredes.'), price: 149, currency: 'USD' },
          { name: t('Water heater installation', 'Instalación de calentador'), description: t('Tank or tankless, old unit hauled away.', 'De depósito o de paso; nos llevamos el viejo.'), price: 1200, currency: 'USD' },
          { name: t('Faucet and toilet repair', 'Reparación de llaves y sanitarios'), description: t('Most repairs done in one visit.', 'La mayoría se resuelve en una visita.'), price: 85, currency: 'USD' },
          { name: t('Remodel plumbing', 'Plomería para remodelaciones'), description: t('Kitchens and bathrooms, from plan to final check.', 'Cocinas y baños, del plano a la revisión final.'), price: null, currency: 'USD' },
        ],
      },
      hours: {
        week: {
          monday: { open: '07:00', close: '19:00' },
          tuesday: { open: '07:00', close: '19:00' },
          wednesday: { open: '07:00', close: '19:00' },
          thursday: { open: '07:00', close: '19:00' },
          friday: { open: '07:00', close: '19:00' },
          saturday: { open: '08:00', close: '16:00' },
          sunday: { closed: true },
        },
        exceptions: [],
      },
      'additional-info': {
        body: {
          blocks: [
            h(t('Emergencies, 24/7', 'Urgencias, 24/7')),
            p(t('Outside office hours our on-call plumber answers the same number.', 'Fuera del horario de oficina, el plomero de guardia contesta el mismo número.')),
            h(t('Where we work', 'Dónde trabajamos')),
            list('Downtown', 'Northside', 'Riverside', 'East Hills', t('and nearby towns', 'y pueblos cercanos')),
          ],
        },
      },
      layout: { order: ['name', 'styles', 'about-us', 'services', 'hours', 'additional-info'], hidden: [] },
    },
  }),
};
