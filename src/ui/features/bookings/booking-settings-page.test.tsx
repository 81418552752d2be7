import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NewBooking } from '../../../core/bookings/booking';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from '../../../core/bookings/booking-settings';
import type { HoursSection } from '../../../core/site/sections/hours.content';
import { WEEKDAYS } from '../../../core/site/site-limits';
import { DAY_MS, HOUR_MS } from '../../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../../ports/bookings.port';
import { SITE_CONTENT, type SiteContentPort } from '../../../ports/site-content.port';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { renderDashboard } from '../../testing/render-dashboard';

const trialMember = () => ({ activeUntil: Date.now() + 5 * DAY_MS });
const bookingsOf = (app: MemoryApp) => app.container.get<BookingsPort>(BOOKINGS_PORT);
const HOURS: HoursSection = { week: Object.fromEntries(WEEKDAYS.map((d) => [d, { closed: false, open: '09:00', close: '17:00' }])) as HoursSection['week'], exceptions: [], timeZone: 'America/Mexico_City' };
const SAVED: BookingSettings = { ...DEFAULT_BOOKING_SETTINGS, enabled: true, noticeMinutes: 0, services: [{ id: 'corte', name: 'Corte', durationMinutes: 60, priceNote: '' }] };

async function siteWith(app: MemoryApp, memberId: string, services: readonly string[], hours: HoursSection | null = HOURS): Promise<void> {
  const content = app.container.get<SiteContentPort>(SITE_CONTENT);
  await content.saveSection(memberId, 'services', { items: services.map((name) => ({ name, description: '', price: null, currency: 'MXN', image: '' })) });
  if (hours !== null) await content.saveSection(memberId, 'hours', hours);
}

function request(name: string, start: number): NewBooking {
  return { serviceId: 'corte', serviceName: 'Corte', start, end: start + HOUR_MS, status: 'requested', visitor: { name, email: `${name.toLowerCase()}@example.com`, phone: '', note: '', language: 'es' }, createdAt: Date.now() - HOUR_MS, manageKey: 'key' };
}

describe('the booking settings screen', () => {
  it("offers the site's services, keeps a wrong form on screen with why, and saves what the Book page reads", async () => {
    const user = userEvent.setup();
    const { app, memberId } = await renderDashboard({ path: '/dashboard/bookings/settings', member: trialMember(), arrange: (a, id) => siteWith(a, id, ['Haircut', 'Beard trim']) });
    expect(await screen.findByRole('heading', { name: 'Booking settings', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/on its clock \(America\/Mexico City\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit your opening hours' })).toHaveAttribute('href', '/dashboard/website-studio/hours');

    await user.click(screen.getByRole('checkbox', { name: 'Take bookings on my site' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Tick at least one service to take bookings.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Haircut/ }));
    const duration = screen.getByLabelText('Duration (minutes)');
    await user.clear(duration);
    await user.type(duration, '4');
    await user.clear(screen.getByLabelText('Appointments at the same time'));
    await user.type(screen.getByLabelText('Appointments at the same time'), '2');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Some settings need fixing. Nothing was saved yet.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 5 to 480.')).toBeInTheDocument();
    expect(duration).toHaveValue('4');
    expect(duration).toHaveAttribute('aria-invalid', 'true');
    expect(await bookingsOf(app).readSettings(memberId)).toEqual(DEFAULT_BOOKING_SETTINGS);

    await user.clear(duration);
    await user.type(duration, '45');
    await user.type(screen.getByLabelText('Price note (optional)'), 'from $30');
    await user.click(screen.getByRole('radio', { name: 'Bookings are confirmed at once' }));
    await user.type(screen.getByLabelText('Date'), '2027-03-01');
    await user.type(screen.getByLabelText('From'), '13:00');
    await user.type(screen.getByLabelText('To'), '14:00');
    await user.click(screen.getByRole('button', { name: 'Add blocked time' }));
    expect(screen.getByRole('button', { name: /Remove the blocked time .*13:00–14:00/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved. Your Book page uses them now.')).toBeInTheDocument();
    expect(await bookingsOf(app).readSettings(memberId)).toMatchObject({
      enabled: true,
      capacity: 2,
      confirmation: 'instant',
      services: [{ id: 'haircut', name: 'Haircut', durationMinutes: 45, priceNote: 'from $30' }],
      blocked: [{ date: '2027-03-01', from: '13:00', to: '14:00' }],
    });
  });

  it('says so in Spanish when the site has no opening hours, and refuses a blocked time without a date', async () => {
    const user = userEvent.setup();
    await renderDashboard({ path: '/dashboard/bookings/settings', language: 'ES', member: trialMember(), arrange: (a, id) => siteWith(a, id, ['Corte'], null) });
    expect(await screen.findByRole('heading', { name: 'Ajustes de reservas', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Tu sitio aún no tiene horario, así que no hay horas libres para reservar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agregar hora bloqueada' }));
    expect(screen.getByText('Indica una fecha y dos horas distintas.')).toBeInTheDocument();
    expect(screen.getByText('No hay horas bloqueadas.')).toBeInTheDocument();
  });

  it('is linked from the Bookings page', async () => {
    await renderDashboard({ path: '/dashboard/bookings', member: trialMember() });
    expect(await screen.findByRole('link', { name: 'Booking settings' })).toHaveAttribute('href', '/dashboard/bookings/settings');
  });
});

describe('declining with another time', () => {
  it('offers the free times for as long as the request, and stores the one picked', async () => {
    const user = userEvent.setup();
    let id = '';
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/bookings',
      member: trialMember(),
      arrange: async (a, member) => {
        await siteWith(a, member, ['Corte']);
        await bookingsOf(a).saveSettings(member, SAVED);
        const made = await bookingsOf(a).book(member, request('Ana', Date.now() + 3 * DAY_MS), { capacity: 1, bufferMinutes: 0 });
        if (made.kind === 'booked') id = made.booking.id;
      },
    });
    const ana = await screen.findByRole('article', { name: 'Ana · Corte' });
    await user.click(within(ana).getByRole('button', { name: 'Decline' }));
    const offer = within(ana).getByLabelText('Offer another time (optional)');
    await waitFor(() => expect(within(offer).getAllByRole('option').length).toBeGreaterThan(1));
    const options = within(offer).getAllByRole('option');
    expect(options[0]).toHaveTextContent('No other time');
    expect(options[1]?.textContent).toMatch(/, \d{2}:\d{2}$/);
    const picked = options[1]?.getAttribute('value') ?? '';
    await user.selectOptions(offer, picked);
    await user.click(within(ana).getByRole('button', { name: 'Decline the request' }));
    await screen.findByText('Request declined. The visitor gets an e-mail.');
    expect(await bookingsOf(app).find(memberId, id)).toMatchObject({ status: 'declined', proposedStart: Number(picked) });
    expect(await screen.findByText(/^Offered instead: /)).toBeInTheDocument();
  });
});

describe("the Bookings link's badge", () => {
  it('counts the requests awaiting an answer, in the sidebar and in the phone’s top bar', async () => {
    const arrange = async (a: MemoryApp, member: string) => {
      for (const name of ['Ana', 'Beto']) await bookingsOf(a).book(member, request(name, Date.now() + 2 * DAY_MS + name.length * HOUR_MS), { capacity: 5, bufferMinutes: 0 });
    };
    const wide = await renderDashboard({ member: trialMember(), arrange });
    const link = await screen.findByRole('link', { name: /^Bookings/ });
    await waitFor(() => expect(link).toHaveAccessibleName(/^Bookings\s*2 awaiting your answer$/));
    expect(link).toHaveAttribute('href', '/dashboard/bookings');
    wide.unmount();

    await renderDashboard({ member: trialMember(), width: 375, language: 'ES', arrange });
    await waitFor(() => expect(screen.getByRole('link', { name: /^Reservas\s*2 por responder$/ })).toHaveAttribute('href', '/dashboard/bookings'));
  });
});
