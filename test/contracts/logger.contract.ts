import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoggerPort } from '../../src/ports/logger.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

export interface LoggerFixtures {
  /** What was logged, oldest first; absent where the output cannot be read back. */
  entries?(): ReadonlyArray<{ level: 'error' | 'warn' | 'info'; message: string }>;
}

export type LoggerSubject = ContractSubject<LoggerPort, LoggerFixtures>;

function circular(): unknown {
  const value: Record<string, unknown> = { name: 'loop' };
  value['self'] = value;
  return value;
}

function hostile(): unknown {
  return new Proxy({}, { get: () => { throw new Error('hostile getter'); }, ownKeys: () => { throw new Error('hostile keys'); } });
}

export function describeLoggerContract(adapterName: string, makeSubject: MakeSubject<LoggerPort, LoggerFixtures>): void {
  describe(`LoggerPort contract: ${adapterName}`, () => {
    let subject: LoggerSubject;

    beforeEach(async () => {
      subject = await makeSubject();
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('never throws, whatever the cause it is given', () => {
      const { port } = subject;
      expect(() => {
        port.error('FCM error', new Error('boom'));
        port.error('Error al actualizar el contador de vistas', circular());
        port.warn('odd cause', hostile());
        port.warn('no cause');
        port.error('string cause', 'just text');
        port.info('plain information');
      }).not.toThrow();
    });

    it('keeps each message with its level, in order', (context) => {
      const { entries } = subject.fixtures;
      if (entries === undefined) {
        // Skipped for a logger whose output cannot be read back in a test.
        context.skip('this logger cannot be read back');
        return;
      }
      subject.port.error('FCM error', new Error('boom'));
      subject.port.warn('second');
      subject.port.info('third');
      expect(entries().map(({ level, message }) => ({ level, message }))).toEqual([
        { level: 'error', message: 'FCM error' },
        { level: 'warn', message: 'second' },
        { level: 'info', message: 'third' },
      ]);
    });
  });
}
