import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../../core/bookings/booking';
import { DAY_MS, HOUR_MS } from '../../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../../ports/bookings.port';
import { renderDashboard } from '../../testing/render-dashboard';

function request(name: string, phone: string, language: 'en' | 'es'): NewBooking {
  const start = Date.now() + 2 * DAY_MS;
  return { serviceId: 'cut', serviceName: 'Corte', start, end: start + HOUR_MS, status: 'confirmed', visitor: { name, email: '', phone, note: '', language }, createdAt: Date.now() - HOUR_MS, manageKey: 'k' };
}

describe('Send on WhatsApp on a booking', () => {
  it('opens wa.me with the message in the visitor’s language, only for a visitor who left a phone', async () => {
    await renderDashboard({
      path: '/dashboard/bookings',
      member: { activeUntil: Date.now() + 5 * DAY_MS, businessName: 'Barbería Sol' },
      arrange: async (app, id) => {
        const port = app.container.get<BookingsPort>(BOOKINGS_PORT);
        await port.book(id, request('Ana', '+52 55 1234 5678', 'es'), { capacity: 5, bufferMinutes: 0 });
        await port.book(id, request('Ben', '', 'en'), { capacity: 5, bufferMinutes: 0 });
      },
    });
    const ana = await screen.findByRole('article', { name: 'Ana · Corte' });
    const link = within(ana).getByRole('link', { name: 'Send on WhatsApp: Ana' });
    const href = new URL(link.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/525512345678');
    expect(href.searchParams.get('text')).toMatch(/^Hola Ana, te escribe Barbería Sol sobre tu cita de Corte el /);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const ben = screen.getByRole('article', { name: 'Ben · Corte' });
    expect(within(ben).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});
