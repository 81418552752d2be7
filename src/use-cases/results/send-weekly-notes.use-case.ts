import { inject, injectable } from 'inversify';
import { weeklyNote } from '../../core/analytics/weekly-note';
import { dueNoteWeek, weekFigures, weeklyNoteKey, type NoteWeek } from '../../core/analytics/weekly-note-schedule';
import { DEFAULT_SITE_TIME_ZONE } from '../../core/site/site-time-zones';
import { CLOCK, type ClockPort } from '../../ports/clock.port';
import { LOGGER, type LoggerPort } from '../../ports/logger.port';
import { PUBLIC_SITES, type PublicSitesPort } from '../../ports/public-sites.port';
import { SITE_RESULTS, type SiteResultsPort } from '../../ports/site-results.port';
import { TRIGGER_LEDGER, type TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { WEEKLY_NOTE_MEMBERS, type WeeklyNoteMember, type WeeklyNoteMembersPage, type WeeklyNoteMembersPort } from '../../ports/weekly-note-members.port';
import { NotifyMemberUseCase } from '../notifications/notify-member.use-case';

/** Members read at once by a run: a page, never the whole collection. */
export const WEEKLY_NOTE_PAGE_SIZE = 200;

export type WeeklyNoteOutcome = 'sent' | 'not-due' | 'turned-off' | 'empty' | 'already-sent';

export interface WeeklyNotesRun {
  readonly sent: number;
  readonly empty: number;
  readonly turnedOff: number;
  readonly alreadySent: number;
  readonly failed: number;
}

/**
 * The Monday results note (the `weeklyResultsNote` scheduled function, hourly, and the local
 * trigger runner on its clock): every published site whose Monday morning it is gets last week's
 * customer actions and sources as a notification and a push, in the member's language. The week's
 * mark in the trigger ledger (one Firestore create) sends it once, whichever instance or retry
 * runs; an empty week or a member who turned the note off gets nothing.
 */
@injectable()
export class SendWeeklyNotesUseCase {
  constructor(
    @inject(WEEKLY_NOTE_MEMBERS) private readonly members: WeeklyNoteMembersPort,
    @inject(PUBLIC_SITES) private readonly sites: PublicSitesPort,
    @inject(SITE_RESULTS) private readonly results: SiteResultsPort,
    @inject(TRIGGER_LEDGER) private readonly ledger: TriggerLedgerPort,
    @inject(NotifyMemberUseCase) private readonly notify: NotifyMemberUseCase,
    @inject(CLOCK) private readonly clock: ClockPort,
    @inject(LOGGER) private readonly logger: LoggerPort,
  ) {}

  async everyone(): Promise<WeeklyNotesRun> {
    const counts = { sent: 0, empty: 0, turnedOff: 0, alreadySent: 0, failed: 0 };
    let after: string | null = null;
    do {
      const page: WeeklyNoteMembersPage = await this.members.published(after, WEEKLY_NOTE_PAGE_SIZE);
      for (const member of page.members) {
        try {
          const outcome = await this.member(member);
          if (outcome === 'sent') counts.sent += 1;
          else if (outcome === 'empty') counts.empty += 1;
          else if (outcome === 'turned-off') counts.turnedOff += 1;
          else if (outcome === 'already-sent') counts.alreadySent += 1;
        } catch (error) {
          counts.failed += 1;
          this.logger.error(`weekly note of ${member.memberId} failed`, error);
        }
      }
      after = page.next;
    } while (after !== null);
    return counts;
  }

  async member(member: WeeklyNoteMember): Promise<WeeklyNoteOutcome> {
    if (!member.weeklyNote) return 'turned-off';
    const content = await this.sites.readSiteContent(member.memberId);
    const week = dueNoteWeek(this.clock.now(), content.sections.hours?.timeZone ?? DEFAULT_SITE_TIME_ZONE);
    if (week === null) return 'not-due';
    const key = weeklyNoteKey(member.memberId, week);
    if (!(await this.ledger.claim(key))) return 'already-sent';
    try {
      const note = await this.noteOf(member, week);
      // The empty week keeps its mark: it stays empty, and is not read again each hour.
      if (note === null) return 'empty';
      await this.notify.execute(member.memberId, note);
      return 'sent';
    } catch (error) {
      // Nothing was sent: give the mark back so the next hourly run tries again.
      await this.ledger.release(key);
      throw error;
    }
  }

  private async noteOf(member: WeeklyNoteMember, week: NoteWeek) {
    const first = week.dates[0] ?? week.monday;
    const last = week.dates.at(-1) ?? week.monday;
    const figures = weekFigures(await this.results.readResults(member.memberId, first, last), week);
    return weeklyNote(figures.totals, figures.sources, member.siteLanguage);
  }
}
