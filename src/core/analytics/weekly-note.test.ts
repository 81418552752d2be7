import { describe, expect, it } from 'vitest';
import type { ResultTotals } from './site-results';
import { weeklyNote } from './weekly-note';

function totals(views: number, actions: Partial<ResultTotals['actions']>): ResultTotals {
  const all = { call: 0, whatsapp: 0, email: 0, directions: 0, form: 0, ...actions };
  return { views, actions: all, allActions: Object.values(all).reduce((a, b) => a + b, 0) };
}

const SOURCES = [
  { key: 'maps', count: 40 },
  { key: 'qr', count: 12 },
  { key: 'search', count: 3 },
] as const;

describe('the weekly note', () => {
  it('tells last week’s customers and the two main sources, in English', () => {
    expect(weeklyNote(totals(120, { call: 14, whatsapp: 9, directions: 5 }), SOURCES, 'EN')).toEqual({
      title: 'Your week on your website',
      body: 'Last week: 14 calls, 9 WhatsApp chats, 5 direction requests; most from Google Maps and other maps and your QR code.',
      link: '/dashboard/results',
    });
  });

  it('and in Spanish, one of a kind in the singular', () => {
    expect(weeklyNote(totals(120, { call: 1, form: 2 }), SOURCES.slice(1), 'ES')?.body).toBe('La semana pasada: 1 llamada, 2 formularios enviados; la mayoría desde tu código QR y buscadores.');
  });

  it('tells the visits when no customer acted, with numbers formatted as the dashboard does', () => {
    expect(weeklyNote(totals(1200, {}), [], 'EN')?.body).toBe('Last week: 1,200 visits.');
    expect(weeklyNote(totals(1200, {}), [], 'ES')?.body).toBe('La semana pasada: 1200 visitas.');
    expect(weeklyNote(totals(12000, {}), [], 'ES')?.body).toBe('La semana pasada: 12.000 visitas.');
  });

  it('is skipped for a week with nothing', () => {
    expect(weeklyNote(totals(0, {}), [], 'EN')).toBeNull();
    expect(weeklyNote(totals(0, {}), [], 'ES')).toBeNull();
  });
});
