import { afterAll, describe, expect, it } from 'vitest';
import { AdminMailOutbox } from '../../src/adapters/node/mail-outbox.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';

const backend = sharedAdminContractBackend('mail-outbox');
afterAll(() => backend.dispose());

describe('AdminMailOutbox on the Firestore emulator', () => {
  it('leaves each mail in the shape the "Trigger Email from Firestore" extension sends', async () => {
    const collection = `mail-${Date.now()}`;
    const { firestore } = backend.get();
    const outbox = new AdminMailOutbox(firestore, collection);
    expect(await outbox.enqueue({ to: 'ana@example.com', subject: 'Hola', text: 'https://example.com/portal?invite=1' })).toBe('queued');
    const docs = (await firestore.collection(collection).get()).docs.map((d) => d.data());
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ to: 'ana@example.com', message: { subject: 'Hola', text: 'https://example.com/portal?invite=1' } });
  });

  it('sends nothing where the deployment has no mail collection', async () => {
    const { firestore } = backend.get();
    expect(await new AdminMailOutbox(firestore, null).enqueue({ to: 'ana@example.com', subject: 'Hola', text: '' })).toBe('not-configured');
    expect(await new AdminMailOutbox(firestore, ' ').enqueue({ to: 'ana@example.com', subject: 'Hola', text: '' })).toBe('not-configured');
  });
});
