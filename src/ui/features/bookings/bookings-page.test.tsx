import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking, NewBooking } from '../../../core/bookings/booking';
import { DAY_MS, HOUR_MS } from '../../../core/time/time';
import { BOOKINGS_PORT, type BookingsPort } from '../../../ports/bookings.port';
import type { MemoryApp } from '../../app/composition/memory.composition';
import { expiredMember, renderDashboard } from '../../testing/render-dashboard';

const trialMember = () => ({ activeUntil: Date.now() + 5 * DAY_MS });
const port = (app: MemoryApp) => app.container.get<BookingsPort>(BOOKINGS_PORT);

function request(name: string, startFromNow: number, status: NewBooking['status'] = 'requested'): NewBooking {
  const start = Date.now() + startFromNow;
  return {
    serviceId: 'cut',
    serviceName: 'Haircut',
    start,
    end: start + HOUR_MS,
    status,
    visitor: { name, email: `${name.toLowerCase()}@example.com`, phone: '', note: 'First time', language: 'es' },
    createdAt: Date.now() - HOUR_MS,
    manageKey: 'key',
  };
}

/** Stores bookings as the site server does, and answers their ids in order. */
async function store(app: MemoryApp, memberId: string, ...bookings: NewBooking[]): Promise<string[]> {
  const ids: string[] = [];
  for (const b of bookings) {
    const outcome = await port(app).book(memberId, b, { capacity: 5, bufferMinutes: 0 });
    if (outcome.kind === 'booked') ids.push(outcome.booking.id);
  }
  return ids;
}

describe('the Bookings page', () => {
  it('shows requests and appointments by day; the alert link opens a request, and accepting confirms it', async () => {
    const user = userEvent.setup();
    let ids: string[] = [];
    const { app, memberId, router } = await renderDashboard({
      path: '/dashboard/bookings',
      member: trialMember(),
      arrange: async (a, id) => {
        ids = await store(a, id, request('Ana', 2 * DAY_MS), request('Beto', 3 * DAY_MS, 'confirmed'), request('Carla', 4 * DAY_MS));
      },
    });
    const requests = await screen.findByRole('region', { name: 'Requests waiting for your answer' });
    expect(within(requests).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Ana · Haircut', 'Carla · Haircut']);
    const upcoming = screen.getByRole('region', { name: 'Upcoming appointments' });
    expect(within(upcoming).getByRole('article', { name: 'Beto · Haircut' })).toHaveTextContent('Confirmed');

    // The alert's link: the request shows first, above the lists.
    await act(() => router.navigate(`/dashboard/bookings?b=${ids[2] ?? ''}`));
    const opened = await screen.findByRole('region', { name: 'Carla' });
    await user.click(within(opened).getByRole('button', { name: 'Accept' }));
    await screen.findByText('Booking confirmed. The visitor gets an e-mail.');
    expect((await port(app).find(memberId, ids[2] ?? ''))?.status).toBe('confirmed');
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Upcoming appointments' })).getByRole('article', { name: 'Carla · Haircut' })).toBeInTheDocument());
  });

  it('declines with a reason and cancels an appointment, in Spanish', async () => {
    const user = userEvent.setup();
    let ids: string[] = [];
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/bookings',
      language: 'ES',
      member: trialMember(),
      arrange: async (a, id) => {
        ids = await store(a, id, request('Ana', 2 * DAY_MS), request('Beto', 3 * DAY_MS, 'confirmed'));
      },
    });
    const ana = await screen.findByRole('article', { name: 'Ana · Haircut' });
    await user.click(within(ana).getByRole('button', { name: 'Rechazar' }));
    await user.type(within(ana).getByLabelText(/Motivo/), 'Ese día cerramos');
    await user.click(within(ana).getByRole('button', { name: 'Rechazar la solicitud' }));
    await screen.findByText('Solicitud rechazada. El visitante recibe un correo.');
    expect(await port(app).find(memberId, ids[0] ?? '')).toMatchObject({ status: 'declined', reason: 'Ese día cerramos' } satisfies Partial<Booking>);

    const beto = screen.getByRole('article', { name: 'Beto · Haircut' });
    await user.click(within(beto).getByRole('button', { name: 'Cancelar cita' }));
    await user.click(within(beto).getByRole('button', { name: 'Cancelar la cita' }));
    await screen.findByText('Cita cancelada. El visitante recibe un correo.');
    expect(await port(app).find(memberId, ids[1] ?? '')).toMatchObject({ status: 'cancelled', cancelledBy: 'owner' } satisfies Partial<Booking>);
    expect(screen.getByText('No hay próximas citas.')).toBeInTheDocument();
  });

  it('marks a started appointment a no-show, and searches by name', async () => {
    const user = userEvent.setup();
    let ids: string[] = [];
    const { app, memberId } = await renderDashboard({
      path: '/dashboard/bookings',
      member: trialMember(),
      arrange: async (a, id) => {
        ids = await store(a, id, request('Dora', -10 * 60_000, 'confirmed'), request('Elena', DAY_MS, 'confirmed'));
      },
    });
    const dora = await screen.findByRole('article', { name: 'Dora · Haircut' });
    expect(within(dora).queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
    await user.click(within(dora).getByRole('button', { name: 'Mark as no-show' }));
    await screen.findByText('Marked as a no-show.');
    expect((await port(app).find(memberId, ids[0] ?? ''))?.status).toBe('no-show');

    await user.type(screen.getByLabelText('Search by name, e-mail, phone or service'), 'elena');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Dora · Haircut' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Elena · Haircut' })).toBeInTheDocument();
  });

  it('is not open without a Professional or Elite plan', async () => {
    await renderDashboard({ path: '/dashboard/bookings', member: expiredMember() });
    expect(await screen.findByRole('heading', { name: 'Not authorized' })).toBeInTheDocument();
  });
});
