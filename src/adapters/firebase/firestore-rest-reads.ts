import type { MemberRecord } from '../../core/member/member-record';
import type { Subscription } from '../../core/plans/subscription';
import { VALID_SUBSCRIPTION_STATUSES } from '../../core/plans/subscription-rules';
import { AppError } from '../../core/errors/error-codes';
import { isValidMemberId } from '../../core/member/member-id';
import type { FirebaseRuntimeConfig } from './firebase-runtime-config';
import { memberFromDocument, subscriptionFromDocument } from './firestore-mappers';
import { MEMBERS_COLLECTION } from './firestore-collections';

/** A value as Firestore's REST API writes it (google.firestore.v1.Value in JSON). */
type RestValue = {
  readonly nullValue?: null;
  readonly booleanValue?: boolean;
  readonly integerValue?: string;
  readonly doubleValue?: number | string;
  readonly timestampValue?: string;
  readonly stringValue?: string;
  readonly bytesValue?: string;
  readonly referenceValue?: string;
  readonly geoPointValue?: { readonly latitude?: number; readonly longitude?: number };
  readonly arrayValue?: { readonly values?: readonly RestValue[] };
  readonly mapValue?: { readonly fields?: RestFields };
};
type RestFields = Readonly<Record<string, RestValue>>;
interface RestDocument {
  readonly name: string;
  readonly fields?: RestFields;
}

/** '2024-01-15T10:00:00.123456Z' as epoch milliseconds, computed as the SDK's Timestamp.toMillis() does. */
function epochOfTimestamp(value: string): number | null {
  const match = /^(.*?)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/.exec(value);
  if (match === null) return null;
  const seconds = Date.parse(`${match[1]}${match[3]}`);
  if (Number.isNaN(seconds)) return null;
  const nanoseconds = match[2] === undefined ? 0 : Number(match[2].padEnd(9, '0'));
  return seconds + nanoseconds / 1e6;
}

/** A REST value as the web SDK would give it to the mappers; timestamps answer toMillis() as its Timestamp does. */
export function fromRestValue(value: RestValue): unknown {
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.timestampValue !== undefined) {
    const millis = epochOfTimestamp(value.timestampValue);
    return millis === null ? null : { toMillis: () => millis };
  }
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(fromRestValue);
  if (value.mapValue !== undefined) return fromRestFields(value.mapValue.fields ?? {});
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  if (value.geoPointValue !== undefined) return { latitude: value.geoPointValue.latitude ?? 0, longitude: value.geoPointValue.longitude ?? 0 };
  return null;
}

export function fromRestFields(fields: RestFields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, fromRestValue(value)]));
}

const idOf = (document: RestDocument) => document.name.slice(document.name.lastIndexOf('/') + 1);

/** Where the REST API of the configured project (or of the emulator) answers. */
export function restDocumentsUrl(config: FirebaseRuntimeConfig): string {
  const origin = config.emulators === undefined ? 'https://firestore.googleapis.com' : `http://${config.emulators.firestoreHost}:${config.emulators.firestorePort}`;
  return `${origin}/v1/projects/${encodeURIComponent(config.projectId)}/databases/(default)/documents`;
}

/**
 * One-time reads of what the dashboard's first screen shows, over Firestore's REST API with the
 * member's ID token, so the screen does not wait for the web SDK (src/adapters/firebase/firebase.module.ts
 * loads that right after, for live updates and writes). The security rules apply as they do to the
 * SDK, since the requests carry the same token; each read is the query of the watch it stands for.
 */
export class FirestoreRestReads {
  constructor(
    private readonly documentsUrl: string,
    /** The signed-in user's ID token, or null when nobody is signed in. */
    private readonly idToken: () => Promise<string | null>,
    private readonly fetcher: typeof fetch = (...args) => fetch(...args),
  ) {}

  /**
   * The record at vMember/{memberId}, or null when there is none. Read with batchGet, which
   * answers a missing document with 200 and `missing`: a plain GET answers 404, which the browser
   * logs as a failed request on every sign-up (the record is read before it is written).
   */
  async memberRecord(memberId: string): Promise<MemberRecord | null> {
    const path = this.memberPath(memberId);
    const rows = (await this.request(':batchGet', { documents: [`${this.documentsName()}/${path}`] })) as ReadonlyArray<{ readonly found?: RestDocument }>;
    const document = rows.find((row) => row.found !== undefined)?.found;
    return document === undefined ? null : memberFromDocument(idOf(document), fromRestFields(document.fields ?? {}));
  }

  /** The documents' resource name ('projects/p/databases/(default)/documents'), as batchGet names them. */
  private documentsName(): string {
    return decodeURIComponent(this.documentsUrl.slice(this.documentsUrl.indexOf('/v1/') + '/v1/'.length));
  }

  /** What SubscriptionsPort.watchValidPlanSubscriptions first answers. */
  async validPlanSubscriptions(memberId: string): Promise<readonly Subscription[]> {
    const rows = (await this.request(`${this.memberPath(memberId)}:runQuery`, {
      structuredQuery: {
        from: [{ collectionId: 'subscriptions' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [
              { fieldFilter: { field: { fieldPath: 'status' }, op: 'IN', value: { arrayValue: { values: VALID_SUBSCRIPTION_STATUSES.map((status) => ({ stringValue: status })) } } } },
              { fieldFilter: { field: { fieldPath: 'productType' }, op: 'EQUAL', value: { stringValue: 'plan' } } },
            ],
          },
        },
      },
    })) as ReadonlyArray<{ readonly document?: RestDocument }>;
    return rows.flatMap((row) => (row.document === undefined ? [] : [subscriptionFromDocument(idOf(row.document), fromRestFields(row.document.fields ?? {}))]));
  }

  /** What MessagesPort.watchUnreadCount first answers: the size of `leido == false`. */
  async unreadMessageCount(memberId: string): Promise<number> {
    const rows = (await this.request(`${this.memberPath(memberId)}:runAggregationQuery`, {
      structuredAggregationQuery: {
        structuredQuery: {
          from: [{ collectionId: 'messages' }],
          where: { fieldFilter: { field: { fieldPath: 'leido' }, op: 'EQUAL', value: { booleanValue: false } } },
        },
        aggregations: [{ alias: 'unread', count: {} }],
      },
    })) as ReadonlyArray<{ readonly result?: { readonly aggregateFields?: RestFields } }>;
    const count = rows.find((row) => row.result !== undefined)?.result?.aggregateFields?.['unread'];
    const value = count === undefined ? null : fromRestValue(count);
    if (typeof value !== 'number') throw new AppError('unknown', { detail: 'unread count missing from the answer' });
    return value;
  }

  private memberPath(memberId: string): string {
    if (!isValidMemberId(memberId)) throw new AppError('invalid-input', { detail: 'unusable member id' });
    return `${MEMBERS_COLLECTION}/${encodeURIComponent(memberId)}`;
  }

  /** GET without a body, POST with one; null for an accepted status such as 404. */
  private async request(path: string, body?: object, nullStatuses: readonly number[] = []): Promise<unknown> {
    const token = await this.idToken();
    if (token === null) throw new AppError('permission-denied', { detail: 'nobody is signed in' });
    const response = await this.fetcher(path.startsWith(':') ? `${this.documentsUrl}${path}` : `${this.documentsUrl}/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (nullStatuses.includes(response.status)) return null;
    if (!response.ok) throw new AppError(response.status === 403 ? 'permission-denied' : 'unknown', { detail: `Firestore REST ${response.status}` });
    return response.json();
  }
}
