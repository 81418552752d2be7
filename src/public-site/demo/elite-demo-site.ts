import type { SiteTimeZone } from '../../core/site/open-now';
import { fitnessExample } from './example-fitness';

/*
 * What `npm start` publishes for the Elite demo member: the gym of the Examples page, with the
 * ways to reach it turned on, articles with pages of their own, the week's hours with a special
 * day ahead, and a title and description for search. Dates follow `now`, so a fresh stack never
 * shows an event or holiday that is already past.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME_ZONE: SiteTimeZone = 'America/Chicago';
const p = (text: string) => ({ type: 'paragraph', runs: [{ text }] });

function day(now: number, offsetDays: number): string {
  return new Date(now + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

/** Its cover, as the member record keeps it (a picture the app serves itself). */
export const ELITE_DEMO_COVER = '/images/examples/fitness-cover.svg';

/** The site documents of the Elite demo member, as the studio stores them (the name and look live on the member record). */
export function eliteDemoSiteDocuments(now: number): Readonly<Record<string, unknown>> {
  const english = (en: string) => en;
  const { documents } = fitnessExample.draft(english, (file) => `/images/examples/${file}`);
  const hours = documents.hours as Record<string, unknown>;
  return {
    ...documents,
    'about-us': {
      ...(documents['about-us'] as Record<string, unknown>),
      search: {
        title: 'Core Fitness · small-group training in Chicago',
        description: 'Strength, conditioning and mobility classes of never more than 12 people, with a certified coach. Your first class is free.',
      },
    },
    hours: {
      ...hours,
      timeZone: TIME_ZONE,
      exceptions: [
        { date: day(now, 9), open: '08:00', close: '12:00', label: 'Community day: short hours' },
        { date: day(now, 23), closed: true, label: 'Staff training day' },
      ],
    },
    articles: {
      articles: [
        {
          title: 'Six weeks to your first pull-up',
          date: day(now, -12),
          body: { blocks: [p('A new six-week course starts on the first Monday of the month: two strength classes a week, a plan for home, and a test at the end.'), p('Places are limited to 12. Ask at the front desk or send us a message.')] },
        },
        {
          title: 'Longer Saturday hours',
          date: day(now, -30),
          body: { blocks: [p('From this month the gym is open on Saturdays from 7:00 to 14:00, with a mobility class at 9:00.')] },
        },
      ],
    },
    events: {
      events: [
        { title: 'Free open class', date: day(now, 5), time: '10:00', place: 'Core Fitness, main room', description: 'Bring a friend: a 45-minute class for every level, then coffee.' },
        { title: 'Charity row-a-thon', date: day(now, 19), time: '08:00', place: 'Core Fitness', description: 'A thousand metres each, for the neighbourhood food bank.' },
      ],
    },
    'social-links': {
      links: { instagram: 'https://www.instagram.com/corefitness', whatsapp: 'https://wa.me/13125550104' },
      contact: {
        address: '2250 N Milwaukee Ave\nChicago, IL 60647',
        showAddress: true,
        phone: '+1 312 555 0104',
        showPhone: true,
        email: 'hello@corefitness.example.com',
        showEmail: true,
        whatsappButton: true,
      },
    },
    layout: {
      order: ['name', 'styles', 'about-us', 'services', 'events', 'articles', 'team', 'hours', 'additional-info', 'social-links', 'gallery', 'videos', 'products', 'albums', 'payment-links', 'they-trust-us'],
      hidden: [],
    },
  };
}
