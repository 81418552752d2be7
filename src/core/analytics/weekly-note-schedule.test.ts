import { describe, expect, it } from 'vitest';
import { dueNoteWeek, weeklyNoteKey } from './weekly-note-schedule';

const at = (iso: string) => Date.parse(iso);

describe('dueNoteWeek', () => {
  it('is due from 08:00 of the site’s Monday, for the Monday-to-Sunday week before', () => {
    // Monday 16 November 2026, 08:00 in Madrid (CET, UTC+1).
    const week = dueNoteWeek(at('2026-11-16T07:00:00Z'), 'Europe/Madrid');
    expect(week).toEqual({ monday: '2026-11-09', dates: ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13', '2026-11-14', '2026-11-15'] });
    expect(dueNoteWeek(at('2026-11-16T06:59:00Z'), 'Europe/Madrid')).toBeNull();
  });

  it('follows each site’s own clock: Madrid’s Monday morning is still Monday night in Chicago', () => {
    const madridMorning = at('2026-11-16T07:30:00Z');
    expect(dueNoteWeek(madridMorning, 'Europe/Madrid')?.monday).toBe('2026-11-09');
    // 01:30 on Monday in Chicago (CST, UTC−6): too early.
    expect(dueNoteWeek(madridMorning, 'America/Chicago')).toBeNull();
    expect(dueNoteWeek(at('2026-11-16T14:00:00Z'), 'America/Chicago')?.monday).toBe('2026-11-09');
    expect(dueNoteWeek(at('2026-11-16T13:59:00Z'), 'America/Chicago')).toBeNull();
  });

  it('is not due on other days, and stops when the site’s Monday ends', () => {
    expect(dueNoteWeek(at('2026-11-17T14:00:00Z'), 'America/Chicago')).toBeNull();
    expect(dueNoteWeek(at('2026-11-15T14:00:00Z'), 'America/Chicago')).toBeNull();
    // 23:59 Monday in Chicago is 05:59 Tuesday UTC.
    expect(dueNoteWeek(at('2026-11-17T05:59:00Z'), 'America/Chicago')?.monday).toBe('2026-11-09');
    expect(dueNoteWeek(at('2026-11-17T06:00:00Z'), 'America/Chicago')).toBeNull();
  });

  it('keeps 08:00 local across the autumn change (Madrid 25 Oct, Chicago 1 Nov 2026)', () => {
    // Madrid is back on UTC+1 by Monday 26 October: 08:00 is 07:00 UTC, not 06:00.
    expect(dueNoteWeek(at('2026-10-26T06:30:00Z'), 'Europe/Madrid')).toBeNull();
    expect(dueNoteWeek(at('2026-10-26T07:00:00Z'), 'Europe/Madrid')?.dates).toEqual(['2026-10-19', '2026-10-20', '2026-10-21', '2026-10-22', '2026-10-23', '2026-10-24', '2026-10-25']);
    // Chicago on CST (UTC−6) by Monday 2 November: 08:00 is 14:00 UTC.
    expect(dueNoteWeek(at('2026-11-02T13:30:00Z'), 'America/Chicago')).toBeNull();
    expect(dueNoteWeek(at('2026-11-02T14:00:00Z'), 'America/Chicago')?.monday).toBe('2026-10-26');
  });

  it('keeps 08:00 local across the spring change (Chicago 8 Mar, Madrid 29 Mar 2026)', () => {
    // CDT (UTC−5) on Monday 9 March: 08:00 is 13:00 UTC.
    expect(dueNoteWeek(at('2026-03-09T12:59:00Z'), 'America/Chicago')).toBeNull();
    expect(dueNoteWeek(at('2026-03-09T13:00:00Z'), 'America/Chicago')?.monday).toBe('2026-03-02');
    // CEST (UTC+2) on Monday 30 March: 08:00 is 06:00 UTC.
    expect(dueNoteWeek(at('2026-03-30T06:00:00Z'), 'Europe/Madrid')?.dates.at(-1)).toBe('2026-03-29');
    expect(dueNoteWeek(at('2026-03-30T05:59:00Z'), 'Europe/Madrid')).toBeNull();
  });

  it('crosses a year', () => {
    expect(dueNoteWeek(at('2027-01-04T15:00:00Z'), 'America/Chicago')?.dates).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
});

describe('weeklyNoteKey', () => {
  it('is one key per member and week', () => {
    const week = { monday: '2026-11-09', dates: [] };
    expect(weeklyNoteKey('m1', week)).toBe('weeklyNote:m1:2026-11-09');
    expect(weeklyNoteKey('m2', week)).not.toBe(weeklyNoteKey('m1', week));
  });
});
