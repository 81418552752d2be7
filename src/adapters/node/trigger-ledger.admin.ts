import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../core/errors/error-codes';
import type { TriggerLedgerPort } from '../../ports/trigger-ledger.port';
import { isSafeDocumentId } from '../firebase/firestore-collections';
import { adminGuarded, toAdminAppError } from './admin-errors';

/** gRPC's ALREADY_EXISTS: `create` of a document that is there. */
const ALREADY_EXISTS = 6;

/** triggerRuns/{key}: `create` succeeds for exactly one caller, across every server instance. */
export class AdminTriggerLedger implements TriggerLedgerPort {
  constructor(private readonly db: Firestore) {}

  private run(key: string) {
    if (!isSafeDocumentId(key)) throw new AppError('invalid-input', { detail: 'unusable trigger run key' });
    return this.db.collection('triggerRuns').doc(key);
  }

  async claim(key: string): Promise<boolean> {
    try {
      await this.run(key).create({ at: FieldValue.serverTimestamp() });
      return true;
    } catch (error) {
      if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
      throw toAdminAppError(error);
    }
  }

  release(key: string): Promise<void> {
    return adminGuarded(async () => {
      await this.run(key).delete();
    });
  }
}
