import { describe, expect, it } from 'vitest';
import { RecordingLogger } from '../../src/adapters/memory/logger.memory';
import { describeLoggerContract } from './logger.contract';

describeLoggerContract('memory', async () => {
  const logger = new RecordingLogger();
  return { port: logger, fixtures: { entries: () => logger.entries() } };
});

describe('RecordingLogger beyond the contract', () => {
  it('filters by level, keeps the cause, and can be cleared', () => {
    const logger = new RecordingLogger();
    const cause = new Error('permission');
    logger.error('FCM error', cause);
    logger.info('started');
    expect(logger.messages('error')).toEqual(['FCM error']);
    expect(logger.entries('error')[0]?.cause).toBe(cause);
    logger.clear();
    expect(logger.entries()).toEqual([]);
  });
});
