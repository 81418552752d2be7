import { describe, expect, it, vi } from 'vitest';
import { hoursContent, type HoursSection } from '../../core/site/sections/hours.content';
import type { SiteTimeZone } from '../../core/site/site-time-zones';
import type { MemberMessage } from '../../core/messages/message';
import { MESSAGES, type MessagesPort } from '../../ports/messages.port';
import { PUSH_SENDER, type PushSenderPort } from '../../ports/push-sender.port';
import { PUSH_TOKENS, type PushTokensPort } from '../../ports/push-tokens.port';
import { SITE_CONTENT, type SiteContentPort } from '../../ports/site-content.port';
import { SITE_RESULTS, type SiteResultsPort } from '../../ports/site-results.port';
import { seedMember, useCaseContainer } from '../../../test/support/use-case-fixtures';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';
import { WEEKLY_NOTE_MEMBERS, type WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import { SendWeeklyNotesUseCase, WEEKLY_NOTE_PAGE_SIZE } from './send-weekly-notes.use-case';

const MADRID = 'memberUidMadrid0000000000001';
const CHICAGO = 'memberUidChicago000000000002';
/** Monday 16 November 2026, 08:30 in Madrid, 01:30 in Chicago. */
const MADRID_MONDAY_MORNING = Date.parse('2026-11-16T07:30:00Z');
/** The same Monday, 08:30 in Chicago. */
const CHICAGO_MONDAY_MORNING = Date.parse('2026-11-16T14:30:00Z');
const DURING_LAST_WEEK = Date.parse('2026-11-12T18:00:00Z');

function setup() {
  const memory = useCaseContainer();
  memory.container.bind(NotifyMemberUseCase).toSelf();
  memory.container.bind(SendWeeklyNotesUseCase).toSelf();
  return {
    ...memory,
    notes: memory.container.get(SendWeeklyNotesUseCase),
    messages: memory.get<MessagesPort>(MESSAGES),
    results: memory.get<SiteResultsPort>(SITE_RESULTS),
    content: memory.get<SiteContentPort>(SITE_CONTENT),
    tokens: memory.get<PushTokensPort>(PUSH_TOKENS),
    push: memory.get(PUSH_SENDER) as PushSenderPort & { sent(): Array<{ tokens: string[]; notice: { title: string; body: string } }> },
  };
}

type Setup = ReturnType<typeof setup>;

async function site(s: Setup, uid: string, timeZone: SiteTimeZone, overrides: Parameters<typeof seedMember>[2] = {}) {
  await seedMember(s.container, uid, { published: true, ...overrides });
  await s.content.saveSection(uid, 'hours', { ...(hoursContent.blank() as unknown as HoursSection), timeZone });
}

let visitor = 0;
async function actions(s: Setup, uid: string, kind: 'call' | 'whatsapp', n: number) {
  for (let i = 0; i < n; i += 1) {
    visitor += 1;
    await s.results.recordAction(uid, { kind, visitorKey: `visitor-key-${String(visitor).padStart(8, '0')}`, addressKey: `address-key-${String(visitor).padStart(8, '0')}`, at: DURING_LAST_WEEK, language: 'en' });
  }
}

function messagesOf(messages: MessagesPort, uid: string): Promise<readonly MemberMessage[]> {
  return new Promise((resolve) => {
    const stop = messages.watchMessages(uid, (list) => {
      resolve(list);
      queueMicrotask(stop);
    });
  });
}

describe('SendWeeklyNotesUseCase', () => {
  it('sends each site its note on its own Monday morning, in the member’s language, with a push', async () => {
    const s = setup();
    await site(s, MADRID, 'Europe/Madrid', { siteLanguage: 'ES' });
    await site(s, CHICAGO, 'America/Chicago');
    await s.tokens.save(MADRID, 'madrid-device-token', 1);
    await actions(s, MADRID, 'call', 3);
    await actions(s, MADRID, 'whatsapp', 2);
    await actions(s, CHICAGO, 'call', 1);

    s.clock.set(MADRID_MONDAY_MORNING);
    expect(await s.notes.everyone()).toMatchObject({ sent: 1, failed: 0 });
    const madrid = await messagesOf(s.messages, MADRID);
    expect(madrid.map((m) => m.body)).toEqual(['La semana pasada: 3 llamadas, 2 chats de WhatsApp.']);
    expect(madrid[0]?.link).toBe('/dashboard/results');
    expect(s.push.sent().map((p) => [p.tokens, p.notice.title])).toEqual([[['madrid-device-token'], 'Tu semana en tu sitio web']]);
    expect(await messagesOf(s.messages, CHICAGO)).toEqual([]);

    s.clock.set(CHICAGO_MONDAY_MORNING);
    expect(await s.notes.everyone()).toMatchObject({ sent: 1, alreadySent: 1 });
    expect((await messagesOf(s.messages, CHICAGO)).map((m) => m.body)).toEqual(['Last week: 1 call.']);
  });

  it('sends once a week however often it runs', async () => {
    const s = setup();
    await site(s, CHICAGO, 'America/Chicago');
    await actions(s, CHICAGO, 'call', 2);
    s.clock.set(CHICAGO_MONDAY_MORNING);
    await s.notes.everyone();
    s.clock.advance(60 * 60 * 1000);
    expect(await s.notes.everyone()).toMatchObject({ sent: 0, alreadySent: 1 });
    expect(await messagesOf(s.messages, CHICAGO)).toHaveLength(1);
  });

  it('skips an empty week, and a member who turned the note off', async () => {
    const s = setup();
    await site(s, CHICAGO, 'America/Chicago', { weeklyNote: false });
    await site(s, MADRID, 'Europe/Madrid');
    await actions(s, CHICAGO, 'call', 4);
    s.clock.set(CHICAGO_MONDAY_MORNING);
    expect(await s.notes.everyone()).toMatchObject({ sent: 0, empty: 1, turnedOff: 1 });
    expect(await messagesOf(s.messages, CHICAGO)).toEqual([]);
    expect(await messagesOf(s.messages, MADRID)).toEqual([]);
    expect(s.push.sent()).toEqual([]);
  });

  it('leaves out unpublished sites, and counts only last week', async () => {
    const s = setup();
    await site(s, MADRID, 'Europe/Madrid', { published: false });
    await site(s, CHICAGO, 'America/Chicago');
    await actions(s, MADRID, 'call', 1);
    // This Monday's call belongs to next week's note.
    await s.results.recordAction(CHICAGO, { kind: 'call', visitorKey: 'visitor-key-monday001', addressKey: 'address-key-monday001', at: Date.parse('2026-11-16T14:00:00Z'), language: 'en' });
    s.clock.set(CHICAGO_MONDAY_MORNING);
    expect(await s.notes.everyone()).toEqual({ sent: 0, empty: 1, turnedOff: 0, alreadySent: 0, failed: 0 });
  });

  it('gives the mark back when the note could not be written, so the next run sends it', async () => {
    const s = setup();
    await site(s, CHICAGO, 'America/Chicago');
    await actions(s, CHICAGO, 'call', 1);
    s.clock.set(CHICAGO_MONDAY_MORNING);
    vi.spyOn(s.messages, 'send').mockRejectedValueOnce(new Error('unavailable'));
    expect(await s.notes.everyone()).toMatchObject({ sent: 0, failed: 1 });
    expect(await messagesOf(s.messages, CHICAGO)).toEqual([]);
    expect(await s.notes.everyone()).toMatchObject({ sent: 1, alreadySent: 0 });
    expect(await messagesOf(s.messages, CHICAGO)).toHaveLength(1);
  });

  it('reads the members a page at a time, and reaches every one', async () => {
    const s = setup();
    const count = WEEKLY_NOTE_PAGE_SIZE * 2 + 3;
    const uids = Array.from({ length: count }, (_, i) => `p${String(i).padStart(6, '0')}PagedMemberUid0000000`);
    for (const uid of uids) await site(s, uid, 'America/Chicago');
    for (const uid of uids.filter((_, i) => i % 100 === 0)) await actions(s, uid, 'call', 1);
    const members = s.get<WeeklyNoteMembersPort>(WEEKLY_NOTE_MEMBERS);
    const pages = vi.spyOn(members, 'published');
    s.clock.set(CHICAGO_MONDAY_MORNING);
    expect(await s.notes.everyone()).toEqual({ sent: 5, empty: count - 5, turnedOff: 0, alreadySent: 0, failed: 0 });
    expect(pages.mock.calls.map(([, limit]) => limit)).toEqual([WEEKLY_NOTE_PAGE_SIZE, WEEKLY_NOTE_PAGE_SIZE, WEEKLY_NOTE_PAGE_SIZE]);
    const sizes = await Promise.all(pages.mock.results.map((result) => result.value as ReturnType<WeeklyNoteMembersPort['published']>));
    expect(sizes.map((page) => page.members.length)).toEqual([WEEKLY_NOTE_PAGE_SIZE, WEEKLY_NOTE_PAGE_SIZE, 3]);
  });
});
