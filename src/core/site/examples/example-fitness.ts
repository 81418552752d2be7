import type { ExampleSiteSource } from './example-site-source';

const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });
const h = (text: string) => ({ type: 'heading2', runs: [{ text }] });

/** A gym on the Elite plan: memberships, the coaches and the timetable. */
export const fitnessExample: ExampleSiteSource = {
  tier: 'Elite',
  draft: (t, asset) => ({
    kind: t('Gym', 'Gimnasio'),
    summary: t('Memberships and class passes, the coaches and the weekly timetable.', 'Membresías y paquetes de clases, los entrenadores y el horario semanal.'),
    member: {
      username: 'corefitness',
      domain: 'corefitness.example.com',
      namePublico: 'Core Fitness',
      businessName: '',
      themeColor: '#1D1D1F',
      font: 'Montserrat',
      coverTemplate: 3,
      coverPicture: asset('fitness-cover.svg'),
    },
    documents: {
      'about-us': {
        body: {
          blocks: [
            p(t('Small classes, real results: never more than 12 people, always a certified coach watching your form.', 'Clases pequeñas, resultados reales: nunca más de 12 personas y siempre un entrenador certificado cuidando tu técnica.')),
            p(t('Every level is welcome, and your first class is free.', 'Todos los niveles son bienvenidos, y tu primera clase es gratis.')),
          ],
        },
      },
      services: {
        items: [
          { name: t('Unlimited monthly', 'Mensualidad ilimitada'), description: t('Every class, every day. No contract.', 'Todas las clases, todos los días. Sin contrato.'), price: 119, currency: 'USD' },
          { name: t('10-class pass', 'Paquete de 10 clases'), description: t('Valid for three months.', 'Válido por tres meses.'), price: 170, currency: 'USD' },
          { name: t('Drop-in class', 'Clase suelta'), description: t('Strength, conditioning or mobility.', 'Fuerza, acondicionamiento o movilidad.'), price: 20, currency: 'USD' },
          { name: t('Personal training', 'Entrenamiento personal'), description: t('One hour, one coach, your goals.', 'Una hora, un entrenador, tus metas.'), price: 75, currency: 'USD' },
        ],
      },
      team: {
        members: [
          { name: 'Marcus Reed', role: t('Head coach', 'Entrenador principal') },
          { name: 'Valeria Cruz', role: t('Strength and mobility', 'Fuerza y movilidad') },
          { name: 'Sam Patel', role: t('Conditioning', 'Acondicionamiento') },
        ],
      },
      hours: {
        week: {
          monday: { open: '05:30', close: '21:00' },
          tuesday: { open: '05:30', close: '21:00' },
          wednesday: { open: '05:30', close: '21:00' },
          thursday: { open: '05:30', close: '21:00' },
          friday: { open: '05:30', close: '20:00' },
          saturday: { open: '07:00', close: '14:00' },
          sunday: { open: '08:00', close: '12:00' },
        },
        exceptions: [],
      },
      'additional-info': {
        body: {
          blocks: [
            h(t('Class times', 'Horario de clases')),
            p(t('Strength: weekdays at 6:00, 12:00 and 18:00. Conditioning: weekdays at 7:00 and 19:00. Mobility: Saturdays at 9:00.', 'Fuerza: entre semana a las 6:00, 12:00 y 18:00. Acondicionamiento: entre semana a las 7:00 y 19:00. Movilidad: sábados a las 9:00.')),
            h(t('What to bring', 'Qué traer')),
            p(t('Water, a towel and comfortable shoes. Lockers and showers on site.', 'Agua, una toalla y tenis cómodos. Hay lockers y regaderas.')),
          ],
        },
      },
      layout: { order: ['name', 'styles', 'about-us', 'services', 'additional-info', 'team', 'hours'], hidden: [] },
    },
  }),
};
