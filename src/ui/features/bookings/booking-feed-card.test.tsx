import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../core/time/time';
import { BOOKING_FEED_KEYS, type BookingFeedKeysPort } from '../../../ports/booking-feed-keys.port';
import { MEMBER_RECORDS, type MemberRecordsPort } from '../../../ports/member-records.port';
import { feedKeyHash } from '../../../use-cases/bookings/booking-feed-token';
import { renderDashboard } from '../../testing/render-dashboard';

const trialMember = () => ({ activeUntil: Date.now() + 5 * DAY_MS });

describe('the calendar feed on the Bookings page', () => {
  it('makes a secret address shown once to copy, keeps only its hash, replaces it and turns it off', async () => {
    const user = userEvent.setup();
    const { app, memberId, share } = await renderDashboard({ path: '/dashboard/bookings', member: trialMember() });
    const keys = app.container.get<BookingFeedKeysPort>(BOOKING_FEED_KEYS);
    const username = (await app.container.get<MemberRecordsPort>(MEMBER_RECORDS).get(memberId))?.username ?? '';
    const card = await screen.findByRole('region', { name: 'Your bookings in your calendar' });
    expect(await within(card).findByText('No calendar address yet.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Make a calendar address' }));
    const box = await within(card).findByRole('textbox', { name: 'Calendar address' });
    const url = (box as HTMLInputElement).value;
    const match = new RegExp(`^${window.location.origin}/s/${username}/book/feed/([A-Za-z0-9_-]{43})\\.ics$`).exec(url);
    expect(match).not.toBeNull();
    const token = match?.[1] ?? '';
    expect(await keys.read(memberId)).toEqual({ keyHash: await feedKeyHash(token), createdAt: expect.any(Number) });
    await user.click(within(card).getByRole('button', { name: 'Copy address' }));
    expect(share.clipboard()).toBe(url);
    expect(await within(card).findByText('Copied.')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Make a new address' }));
    await within(card).findByDisplayValue((value) => value !== url && value.includes('/book/feed/'));
    expect((await keys.read(memberId))?.keyHash).not.toBe(await feedKeyHash(token));

    await user.click(within(card).getByRole('button', { name: 'Turn off the address' }));
    expect(await within(card).findByText(/The calendar address is off/)).toBeInTheDocument();
    expect(await keys.read(memberId)).toBeNull();
    expect(within(card).queryByRole('textbox')).toBeNull();
  });

  it('says an address is on without showing it, in Spanish', async () => {
    await renderDashboard({
      path: '/dashboard/bookings',
      language: 'ES',
      member: trialMember(),
      arrange: async (a, id) => {
        await a.container.get<BookingFeedKeysPort>(BOOKING_FEED_KEYS).save(id, { keyHash: 'ab'.repeat(32), createdAt: Date.UTC(2026, 0, 15, 12) });
      },
    });
    const card = await screen.findByRole('region', { name: 'Tus reservas en tu calendario' });
    expect(await within(card).findByText(/Hay una dirección de calendario activa desde el/)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Crear una dirección nueva' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Desactivar la dirección' })).toBeInTheDocument();
  });
});
