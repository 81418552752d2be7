import { describe, expect, it, vi } from 'vitest';
import { epochFromStored } from './firestore-mappers';
import { FirestoreRestReads, fromRestFields, restDocumentsUrl } from './firestore-rest-reads';

const URL = 'http://127.0.0.1:8080/v1/projects/demo-p/databases/(default)/documents';

function reply(status: number, body: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
}

describe('REST values', () => {
  it('reads every value type as the SDK would hand it to the mappers', () => {
    const fields = fromRestFields({
      text: { stringValue: 'a' },
      flag: { booleanValue: true },
      count: { integerValue: '42' },
      ratio: { doubleValue: 0.5 },
      none: { nullValue: null },
      list: { arrayValue: { values: [{ stringValue: 'x' }, { integerValue: '1' }] } },
      empty: { arrayValue: {} },
      map: { mapValue: { fields: { inner: { booleanValue: false } } } },
      at: { timestampValue: '2024-01-15T10:00:00.123456Z' },
      whole: { timestampValue: '2024-01-15T10:00:00Z' },
    });
    expect(fields).toMatchObject({ text: 'a', flag: true, count: 42, ratio: 0.5, none: null, list: ['x', 1], empty: [], map: { inner: false } });
    // As Timestamp.toMillis(): seconds * 1000 + nanoseconds / 1e6.
    expect(epochFromStored(fields['at'])).toBe(Date.UTC(2024, 0, 15, 10) + 123456000 / 1e6);
    expect(epochFromStored(fields['whole'])).toBe(Date.UTC(2024, 0, 15, 10));
  });

  it('addresses the emulator when configured, else the production endpoint', () => {
    const config = { projectId: 'demo-p', apiKey: 'k', authDomain: 'd', storageBucket: 'b' };
    expect(restDocumentsUrl(config)).toBe('https://firestore.googleapis.com/v1/projects/demo-p/databases/(default)/documents');
    expect(restDocumentsUrl({ ...config, emulators: { firestoreHost: '127.0.0.1', firestorePort: 8080, authUrl: '', storageHost: '', storagePort: 0 } })).toBe(URL);
  });
});

describe('FirestoreRestReads', () => {
  it("reads the record with the user's token, and null for a record that is not there", async () => {
    const name = 'projects/demo-p/databases/(default)/documents/vMember/m1';
    const found = reply(200, [{ found: { name, fields: { username: { stringValue: 'shop' }, status: { booleanValue: true } } }, readTime: 'x' }]);
    const reads = new FirestoreRestReads(URL, async () => 'token-1', found);
    expect(await reads.memberRecord('m1')).toMatchObject({ id: 'm1', username: 'shop', status: true });
    expect(found).toHaveBeenCalledWith(`${URL}:batchGet`, expect.objectContaining({ method: 'POST', headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' } }));
    expect(JSON.parse(String(found.mock.calls[0]?.[1]?.body))).toEqual({ documents: [name] });
    // A record not written yet (just after sign-up) is an ordinary answer, not a failed request.
    expect(await new FirestoreRestReads(URL, async () => 't', reply(200, [{ missing: name, readTime: 'x' }])).memberRecord('m1')).toBeNull();
  });

  it('queries the valid plan subscriptions, skipping rows without a document', async () => {
    const fetcher = reply(200, [
      { document: { name: '.../vMember/m1/subscriptions/sub_1', fields: { status: { stringValue: 'active' }, productType: { stringValue: 'plan' } } } },
      { readTime: '2024-01-01T00:00:00Z' },
    ]);
    const subscriptions = await new FirestoreRestReads(URL, async () => 't', fetcher).validPlanSubscriptions('m1');
    expect(subscriptions).toMatchObject([{ id: 'sub_1', status: 'active', productType: 'plan' }]);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(`${URL}/vMember/m1:runQuery`);
    expect(JSON.parse(String(init?.body))).toMatchObject({ structuredQuery: { from: [{ collectionId: 'subscriptions' }] } });
  });

  it('counts the unread messages with an aggregation', async () => {
    const fetcher = reply(200, [{ result: { aggregateFields: { unread: { integerValue: '3' } } }, readTime: 'x' }]);
    expect(await new FirestoreRestReads(URL, async () => 't', fetcher).unreadMessageCount('m1')).toBe(3);
    expect(fetcher.mock.calls[0]?.[0]).toBe(`${URL}/vMember/m1:runAggregationQuery`);
  });

  it('fails with a code: nobody signed in, refused by the rules, an unusable id', async () => {
    await expect(new FirestoreRestReads(URL, async () => null, reply(200, {})).memberRecord('m1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(new FirestoreRestReads(URL, async () => 't', reply(403, {})).memberRecord('m1')).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(new FirestoreRestReads(URL, async () => 't', reply(500, {})).unreadMessageCount('m1')).rejects.toMatchObject({ code: 'unknown' });
    await expect(new FirestoreRestReads(URL, async () => 't', reply(200, {})).memberRecord('a/b')).rejects.toMatchObject({ code: 'invalid-input' });
  });
});
