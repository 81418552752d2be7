import type { PushTokenRecord } from '../../core/push/push-token.machine';
import type { PushTokenRecordPort } from '../../ports/push-token-record.port';

/** One device's storage: share an instance between two app containers to model two visits. */
export class MemoryPushTokenRecord implements PushTokenRecordPort {
  private readonly records = new Map<string, PushTokenRecord>();

  read(memberId: string): PushTokenRecord | null {
    const record = this.records.get(memberId);
    return record === undefined ? null : { ...record };
  }

  write(memberId: string, record: PushTokenRecord): void {
    this.records.set(memberId, { token: record.token, createdAt: record.createdAt, subscriptionKey: record.subscriptionKey });
  }

  clear(memberId: string): void {
    this.records.delete(memberId);
  }
}
