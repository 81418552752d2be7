import { AppError } from '../../core/errors/error-codes';
import type { ErrorCode } from '../../core/errors/error-codes';
import type { EpochMs } from '../../core/time/time';
import type { ClockPort } from '../../ports/clock.port';
import type { Unsubscribe } from '../../ports/port-token';

/** A stored document: plain data only (strings, numbers, booleans, null, arrays, objects). */
export type DocumentData = Record<string, unknown>;

export interface StoredDocument {
  readonly id: string;
  readonly data: DocumentData;
}

/** A document or collection address as its segments, e.g. ['vMember', uid, 'messages']. */
export type PathSegments = readonly string[];

export interface MemoryAuthUser {
  readonly uid: string;
  readonly email: string;
  readonly password: string;
  readonly claims: Readonly<Record<string, unknown>>;
}

export interface StoredFile {
  readonly path: string;
  readonly bytes: Uint8Array;
  readonly contentType: string;
  /** When it was written (the database's clock); set by putFile. */
  readonly updatedAt?: EpochMs;
}

interface CollectionEntry {
  data: DocumentData;
  /** Write order, so equal timestamps still sort the way they were written. */
  seq: number;
}

interface Watcher {
  readonly collection: string;
  /** Null when the whole collection is watched. */
  readonly documentId: string | null;
  readonly emit: () => void;
}

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id in the shape of Firestore's auto ids (20) or Auth uids (28). */
export function randomId(length = 20): string {
  const bytes = new Uint8Array(length);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += AUTO_ID_ALPHABET[byte % AUTO_ID_ALPHABET.length] ?? 'A';
  return id;
}

function copy<T>(value: T): T {
  return structuredClone(value);
}

/** Structural equality of plain data, so listeners are not called for writes that change nothing. */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameData(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  const bRecord = b as Record<string, unknown>;
  const aRecord = a as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && sameData(aRecord[key], bRecord[key]));
}

function checkSegment(segment: string): void {
  // The same limits Firestore puts on a path segment; a '/' inside an id would otherwise
  // silently address another document.
  if (segment.length === 0 || segment.length > 1500 || segment.includes('/') || segment === '.' || segment === '..' || /^__.*__$/.test(segment)) {
    throw new AppError('invalid-input', { detail: `bad path segment ${JSON.stringify(segment)}` });
  }
}

function splitDocumentPath(path: PathSegments): { collection: string; id: string } {
  if (path.length === 0 || path.length % 2 !== 0) {
    throw new AppError('invalid-input', { detail: `not a document path: ${path.join('/')}` });
  }
  path.forEach(checkSegment);
  return { collection: path.slice(0, -1).join('/'), id: path[path.length - 1] ?? '' };
}

function collectionKey(path: PathSegments): string {
  if (path.length % 2 !== 1) throw new AppError('invalid-input', { detail: `not a collection path: ${path.join('/')}` });
  path.forEach(checkSegment);
  return path.join('/');
}

/** A clock for stores built without one: the system time. */
const systemClock: ClockPort = { now: () => Date.now() };

/**
 * The one in-memory backend that every memory adapter shares, laid out like the Firestore data
 * model (documents under collection paths), plus the Auth user table and the file store. Because
 * all adapters of a container write here, a write through one port reaches the live listeners of
 * another, as it would through Firestore.
 *
 * Listeners get the current value when they subscribe and then every change, always from a
 * microtask (never during the call that subscribed or wrote), which is the ordering Firestore's
 * onSnapshot gives. Every value handed out is a copy.
 */
export class MemoryDatabase {
  readonly clock: ClockPort;
  private readonly collections = new Map<string, Map<string, CollectionEntry>>();
  private readonly watchers = new Set<Watcher>();
  private readonly usersByUid = new Map<string, MemoryAuthUser>();
  private readonly files = new Map<string, StoredFile>();
  private nextSeq = 1;
  private offline = false;
  private pendingFailures: ErrorCode[] = [];
  private inBatch = false;

  constructor(options: { clock?: ClockPort } = {}) {
    this.clock = options.clock ?? systemClock;
  }

  /** The server's time, used where Firestore would write serverTimestamp(). */
  serverTime(): EpochMs {
    return this.clock.now();
  }

  newId(): string {
    return randomId(20);
  }

  // --- Simulated outages ------------------------------------------------------------------

  /** While offline, writes and one-time reads reject with AppError('unavailable'). */
  setOffline(offline: boolean): void {
    this.offline = offline;
  }

  isOffline(): boolean {
    return this.offline;
  }

  /** The next `count` writes reject with `code`; later writes succeed again. */
  failNextWrites(count: number, code: ErrorCode = 'unavailable'): void {
    for (let i = 0; i < count; i += 1) this.pendingFailures.push(code);
  }

  /** Throws what a one-time read would meet now. */
  checkReachable(): void {
    if (this.offline) throw new AppError('unavailable', { detail: 'memory backend is offline' });
  }

  /** Throws what a write would meet now; consumes one planned failure. */
  checkWritable(): void {
    if (this.inBatch) return;
    this.checkReachable();
    const failure = this.pendingFailures.shift();
    if (failure !== undefined) throw new AppError(failure, { detail: 'planned failure of the memory backend' });
  }

  // --- Documents ----------------------------------------------------------------------------

  getDocument(path: PathSegments): DocumentData | null {
    const { collection, id } = splitDocumentPath(path);
    const entry = this.collections.get(collection)?.get(id);
    return entry === undefined ? null : copy(entry.data);
  }

  /** The collection's documents in id order (Firestore's default order). */
  listDocuments(path: PathSegments): StoredDocument[] {
    const entries = this.collections.get(collectionKey(path));
    if (entries === undefined) return [];
    return [...entries.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, entry]) => ({ id, data: copy(entry.data) }));
  }

  /** Documents in write order, newest last; for orderings on timestamps that can tie. */
  listDocumentsInWriteOrder(path: PathSegments): StoredDocument[] {
    const entries = this.collections.get(collectionKey(path));
    if (entries === undefined) return [];
    return [...entries.entries()]
      .sort(([, a], [, b]) => a.seq - b.seq)
      .map(([id, entry]) => ({ id, data: copy(entry.data) }));
  }

  /**
   * The primitive every write goes through: reads the current data and stores what `change`
   * returns (null deletes), in one synchronous step, so concurrent calls never lose an update.
   * Throws like a write would (offline, planned failure, bad path) before changing anything.
   */
  writeDocument(path: PathSegments, change: (current: DocumentData | null) => DocumentData | null): void {
    const { collection, id } = splitDocumentPath(path);
    this.checkWritable();
    const entries = this.collections.get(collection);
    const current = entries?.get(id);
    const next = change(current === undefined ? null : copy(current.data));
    if (next === null) {
      if (current === undefined) return;
      entries?.delete(id);
    } else {
      const stored = copy(next);
      if (current !== undefined && sameData(current.data, stored)) return;
      const target = entries ?? new Map<string, CollectionEntry>();
      // An overwrite keeps its place in write order, as a document keeps its createdAt.
      target.set(id, { data: stored, seq: current?.seq ?? this.nextSeq++ });
      if (entries === undefined) this.collections.set(collection, target);
    }
    this.notify(collection, id);
  }

  /**
   * Several writes that succeed or fail together, like a batched write: the outage checks run
   * once, before any change. Writes inside must not throw for other reasons after the first.
   */
  runBatch(writes: () => void): void {
    this.checkWritable();
    this.inBatch = true;
    try {
      writes();
    } finally {
      this.inBatch = false;
    }
  }

  setDocument(path: PathSegments, data: DocumentData, options: { merge?: boolean } = {}): void {
    this.writeDocument(path, (current) => (options.merge === true && current !== null ? { ...current, ...data } : data));
  }

  /** Like Firestore's update(): rejects with 'not-found' when the document does not exist. */
  updateDocument(path: PathSegments, patch: DocumentData): void {
    this.writeDocument(path, (current) => {
      if (current === null) throw new AppError('not-found', { detail: path.join('/') });
      return { ...current, ...patch };
    });
  }

  deleteDocument(path: PathSegments): void {
    this.writeDocument(path, () => null);
  }

  /** Live document: null while it does not exist. */
  watchDocument<T>(path: PathSegments, select: (data: DocumentData | null) => T, listener: (value: T) => void): Unsubscribe {
    const { collection, id } = splitDocumentPath(path);
    return this.addWatcher(collection, id, () => {
      const entry = this.collections.get(collection)?.get(id);
      return select(entry === undefined ? null : copy(entry.data));
    }, listener);
  }

  /** Live query over one collection: `select` filters, orders and maps its documents. */
  watchCollection<T>(path: PathSegments, select: (documents: StoredDocument[]) => T, listener: (value: T) => void): Unsubscribe {
    const collection = collectionKey(path);
    return this.addWatcher(collection, null, () => select(this.listDocumentsInWriteOrder(path)), listener);
  }

  private addWatcher<T>(collection: string, documentId: string | null, read: () => T, listener: (value: T) => void): Unsubscribe {
    let active = true;
    let delivered = false;
    let last: T | undefined;
    const emit = (): void => {
      // The value is taken when the change happens and delivered a microtask later.
      const value = read();
      queueMicrotask(() => {
        if (!active) return;
        if (delivered && sameData(last, value)) return;
        delivered = true;
        last = value;
        listener(copy(value));
      });
    };
    const watcher: Watcher = { collection, documentId, emit };
    this.watchers.add(watcher);
    emit();
    return () => {
      active = false;
      this.watchers.delete(watcher);
    };
  }

  private notify(collection: string, id: string): void {
    for (const watcher of [...this.watchers]) {
      if (watcher.collection !== collection) continue;
      if (watcher.documentId !== null && watcher.documentId !== id) continue;
      watcher.emit();
    }
  }

  // --- Authentication users ---------------------------------------------------------------

  findUserByEmail(email: string): MemoryAuthUser | null {
    const wanted = email.trim().toLowerCase();
    for (const user of this.usersByUid.values()) if (user.email === wanted) return { ...user };
    return null;
  }

  findUserByUid(uid: string): MemoryAuthUser | null {
    const user = this.usersByUid.get(uid);
    return user === undefined ? null : { ...user };
  }

  /** Adds an account; the email is stored lowercased, as the provider does. */
  addUser(user: { uid?: string; email: string; password: string }): MemoryAuthUser {
    const email = user.email.trim().toLowerCase();
    if (this.findUserByEmail(email) !== null) throw new AppError('email-already-in-use');
    const uid = user.uid ?? randomId(28);
    if (this.usersByUid.has(uid)) throw new AppError('invalid-input', { detail: `uid ${uid} is taken` });
    const stored: MemoryAuthUser = { uid, email, password: user.password, claims: {} };
    this.usersByUid.set(uid, stored);
    return { ...stored };
  }

  /** Merges custom claims into the account, if it exists; returns whether it did. */
  mergeClaims(uid: string, claims: Record<string, unknown>): boolean {
    const user = this.usersByUid.get(uid);
    if (user === undefined) return false;
    this.usersByUid.set(uid, { ...user, claims: { ...user.claims, ...claims } });
    return true;
  }

  listUsers(): MemoryAuthUser[] {
    return [...this.usersByUid.values()].map((user) => ({ ...user }));
  }

  // --- Files ------------------------------------------------------------------------------

  putFile(file: StoredFile): void {
    this.checkWritable();
    this.files.set(file.path, { ...file, bytes: file.bytes.slice(), updatedAt: file.updatedAt ?? this.serverTime() });
  }

  deleteFile(path: string): void {
    this.checkWritable();
    this.files.delete(path);
  }

  /** Files whose path starts with `prefix`, in path order. */
  listFiles(prefix: string): StoredFile[] {
    return [...this.files.values()].filter((file) => file.path.startsWith(prefix)).sort((a, b) => (a.path < b.path ? -1 : 1));
  }

  readFile(path: string): StoredFile | null {
    const file = this.files.get(path);
    return file === undefined ? null : { ...file, bytes: file.bytes.slice() };
  }
}
