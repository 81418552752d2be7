// The local Storage emulator (scripts/lib/storage-emulator.mjs) as the web SDK sees it: a member
// uploads a profile picture and reads it back through its download URL; everything
// storage-policy.mjs refuses is refused with storage/unauthorized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { eventually } from '../support/eventually';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, createUserWithEmailAndPassword, getAuth, signOut, type Auth } from 'firebase/auth';
import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run these tests through npm test.`);
  return value;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const MAX_BYTES = 5 * 1024 * 1024;

let app: FirebaseApp;
let adminApp: AdminApp;
let admin: AdminFirestore;
let auth: Auth;
let storage: FirebaseStorage;
let uid: string;

/** What the app sends with an upload (storage.rules requires the attachment disposition). */
const upload = (contentType: string) => ({ contentType, contentDisposition: 'attachment' });

async function expectDenied(operation: Promise<unknown>): Promise<void> {
  await expect(operation).rejects.toMatchObject({ code: 'storage/unauthorized' });
}

describe('local Storage emulator', () => {
  beforeAll(async () => {
    const projectId = required('GCLOUD_PROJECT');
    const [storageHost, storagePort] = required('FIREBASE_STORAGE_EMULATOR_HOST').split(':');
    app = initializeApp({ projectId, apiKey: 'demo-key', storageBucket: `${projectId}.appspot.com` }, `storage-test-${Date.now()}`);
    auth = getAuth(app);
    connectAuthEmulator(auth, `http://${required('FIREBASE_AUTH_EMULATOR_HOST')}`, { disableWarnings: true });
    storage = getStorage(app);
    connectStorageEmulator(storage, storageHost ?? '127.0.0.1', Number(storagePort));
    const credential = await createUserWithEmailAndPassword(auth, `storage-${Date.now()}@example.test`, 'storage-password');
    uid = credential.user.uid;
    adminApp = initializeAdminApp({ projectId }, `storage-admin-${Date.now()}`);
    admin = getAdminFirestore(adminApp);
  });

  afterAll(async () => {
    await deleteApp(app);
    await deleteAdminApp(adminApp);
  });

  it('stores an owner upload and serves it through its download URL', async () => {
    const picture = ref(storage, `vMember/${uid}/profilePicture/${Date.now()}`);
    const result = await uploadBytes(picture, PNG, upload('image/png'));
    expect(result.metadata.size).toBe(PNG.byteLength);
    const url = await getDownloadURL(picture);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);
  });

  it('lets the owner replace and delete a picture', async () => {
    const picture = ref(storage, `vMember/${uid}/profilePicture/1700000000000.webp`);
    await uploadBytes(picture, PNG, upload('image/png'));
    await uploadBytes(picture, PNG, upload('image/webp'));
    await deleteObject(picture);
  });

  it("refuses uploads to another member's folder", async () => {
    await expectDenied(uploadBytes(ref(storage, 'vMember/someone-else/profilePicture/1'), PNG, upload('image/png')));
  });

  it('refuses content types other than png, jpeg and webp', async () => {
    for (const contentType of ['text/html', 'image/svg+xml', 'application/octet-stream']) {
      await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000001`), PNG, upload(contentType)));
    }
  });

  it('refuses empty files and files over 5 MB', async () => {
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000002`), new Uint8Array(0), upload('image/png')));
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000003`), new Uint8Array(MAX_BYTES + 1), upload('image/png')));
  });

  it('refuses file names other than a timestamp with an optional image extension', async () => {
    for (const name of ['picture', '1700000000000.html', '1700000000000.png.exe', '12345678901234567']) {
      await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/${name}`), PNG, upload('image/png')));
    }
  });

  it('refuses paths outside profilePicture and any listing', async () => {
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/other/1`), PNG, upload('image/png')));
    await expectDenied(uploadBytes(ref(storage, `elsewhere/${uid}.png`), PNG, upload('image/png')));
    await expectDenied(listAll(ref(storage, `vMember/${uid}/profilePicture`)));
  });

  it('refuses an upload that would be shown inline rather than as an attachment', async () => {
    for (const metadata of [{ contentType: 'image/png' }, { contentType: 'image/png', contentDisposition: 'inline' }]) {
      await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/site/1700000000010`), PNG, metadata));
    }
  });

  it('refuses a new file once the member keeps 1 000, and still lets them replace one', async () => {
    const kept = ref(storage, `vMember/${uid}/site/1700000000011`);
    await uploadBytes(kept, PNG, upload('image/png'));
    await admin.doc(`storageUsage/${uid}`).set({ files: 1000, bytes: 1000 });
    try {
      await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/site/1700000000012`), PNG, upload('image/png')));
      await uploadBytes(kept, PNG, upload('image/png'));
    } finally {
      await admin.doc(`storageUsage/${uid}`).delete();
    }
  });

  it('removes a file whose bytes are not the picture it claims, counts a real one, and tells the member', { timeout: 90_000 }, async () => {
    const real = ref(storage, `vMember/${uid}/site/1700000000013`);
    await uploadBytes(real, PNG, upload('image/png'));
    const fake = ref(storage, `vMember/${uid}/site/1700000000014`);
    await uploadBytes(fake, new TextEncoder().encode('<html><script>alert(1)</script></html>'), upload('image/png'));
    // The local trigger runner (started by npm test) hands the emulator's events to the same use-case as Cloud Functions.
    await eventually(async () => {
      await expect(getDownloadURL(fake)).rejects.toMatchObject({ code: 'storage/object-not-found' });
    }, { timeoutMs: 30_000, intervalMs: 250 });
    expect(await getDownloadURL(real)).toContain('1700000000013');
    await eventually(async () => {
      const titles = (await admin.collection(`vMember/${uid}/messages`).get()).docs.map((d) => d.get('title'));
      expect(titles).toContain('A picture was removed');
      const entries = (await admin.collection(`storageUsage/${uid}/files`).get()).docs.map((d) => d.id);
      expect(entries).toContain(`vMember~${uid}~site~1700000000013`);
      expect(entries).not.toContain(`vMember~${uid}~site~1700000000014`);
    }, { timeoutMs: 30_000, intervalMs: 250 });
  });

  it('refuses uploads without a signed-in user', async () => {
    await signOut(auth);
    await expectDenied(uploadBytes(ref(storage, `vMember/${uid}/profilePicture/1700000000004`), PNG, upload('image/png')));
  });
});
