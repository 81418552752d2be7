import { describe, expect, it } from 'vitest';
import type { ServerUseCases } from '../server-use-cases';
import { runScheduled, scheduledRunRequestOf } from './scheduled-jobs';

describe('scheduledRunRequestOf', () => {
  it('reads a job and its time, as ms or as an ISO time', () => {
    expect(scheduledRunRequestOf({ job: 'weeklyResultsNote', at: 1_700_000_000_000 })).toEqual({ job: 'weeklyResultsNote', at: 1_700_000_000_000 });
    expect(scheduledRunRequestOf({ job: 'unusedImagePruning', at: '2031-11-17T15:00:00Z' })).toEqual({ job: 'unusedImagePruning', at: Date.parse('2031-11-17T15:00:00Z') });
  });

  it('refuses unknown jobs, unreadable times and requests already answered', () => {
    expect(scheduledRunRequestOf(undefined)).toBeNull();
    expect(scheduledRunRequestOf({ job: 'toString', at: 1 })).toBeNull();
    expect(scheduledRunRequestOf({ job: 'weeklyResultsNote' })).toBeNull();
    expect(scheduledRunRequestOf({ job: 'weeklyResultsNote', at: 'next monday' })).toBeNull();
    expect(scheduledRunRequestOf({ job: 'weeklyResultsNote', at: 1, result: 'sent 1' })).toBeNull();
    expect(scheduledRunRequestOf({ job: 'weeklyResultsNote', at: 1, error: 'failed' })).toBeNull();
  });
});

describe('runScheduled', () => {
  it('runs the job on the use cases of a server at the requested time', async () => {
    const asked: number[] = [];
    const useCases = { sendWeeklyNotes: { everyone: () => Promise.resolve({ sent: 2, empty: 1, turnedOff: 0, alreadySent: 0, failed: 0 }) } } as unknown as ServerUseCases;
    const result = await runScheduled({ job: 'weeklyResultsNote', at: 42 }, (at) => {
      asked.push(at);
      return useCases;
    });
    expect(asked).toEqual([42]);
    expect(result).toContain('sent 2');
  });
});
