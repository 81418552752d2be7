import type { PushTokenRecord } from '../../core/push/push-token.machine';
import type { PushTokenRecordPort } from '../../ports/push-token-record.port';

export const PUSH_TOKEN_RECORD_KEY_PREFIX = 'sitio.pushToken.';

/** Only a complete record counts: anything else (edited by hand, older format) means "none". */
function recordOf(value: unknown): PushTokenRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { token, createdAt, subscriptionKey } = value as Record<string, unknown>;
  if (typeof token !== 'string' || token === '') return null;
  if (typeof createdAt !== 'number' || !Number.isFinite(createdAt)) return null;
  if (typeof subscriptionKey !== 'string') return null;
  return { token, createdAt, subscriptionKey };
}

/** The device's push token record in localStorage; storage may be unavailable (private mode). */
export class LocalStoragePushTokenRecord implements PushTokenRecordPort {
  constructor(private readonly storage: Storage | null) {}

  read(memberId: string): PushTokenRecord | null {
    try {
      const raw = this.storage?.getItem(PUSH_TOKEN_RECORD_KEY_PREFIX + memberId);
      return raw == null ? null : recordOf(JSON.parse(raw));
    } catch {
      return null;
    }
  }

  write(memberId: string, record: PushTokenRecord): void {
    try {
      const { token, createdAt, subscriptionKey } = record;
      this.storage?.setItem(PUSH_TOKEN_RECORD_KEY_PREFIX + memberId, JSON.stringify({ token, createdAt, subscriptionKey }));
    } catch {
      // Without storage the next visit registers again: one extra write, never a broken page.
    }
  }

  clear(memberId: string): void {
    try {
      this.storage?.removeItem(PUSH_TOKEN_RECORD_KEY_PREFIX + memberId);
    } catch {
      // Nothing stored can be read back either.
    }
  }
}
