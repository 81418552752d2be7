import { afterAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { AdminPortalDirectory } from '../../src/adapters/node/portal-directory.admin';
import { FIREBASE_QUIET_PERIOD_MS } from '../support/firebase-contract-env';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describePortalDirectoryContract } from './portal-directory.contract';

const backend = sharedAdminContractBackend('portal-directory');
afterAll(() => backend.dispose());

describePortalDirectoryContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const owner = (ownerId: string) => firestore.collection('vMember').doc(ownerId);
  return {
    port: new AdminPortalDirectory(firestore),
    quietPeriodMs: FIREBASE_QUIET_PERIOD_MS,
    fixtures: {
      saveSettings: async (ownerId, settings) => {
        await owner(ownerId).collection('portal').doc('settings').set({ ...settings });
      },
      storeInvitation: async (ownerId, invitation) => {
        const ref = await owner(ownerId).collection('siteInvites').add({
          email: invitation.email,
          groups: invitation.groups,
          expiresAt: Timestamp.fromMillis(invitation.expiresAt),
          createdAt: Timestamp.fromMillis(invitation.createdAt),
        });
        return ref.id;
      },
      storeAnnouncement: async (ownerId, announcement) => {
        const ref = await owner(ownerId).collection('announcements').add({ ...announcement, groups: [...announcement.groups], createdAt: Timestamp.fromMillis(announcement.createdAt) });
        return ref.id;
      },
      customerProfile: async (uid) => {
        const data = (await firestore.collection('customers').doc(uid).get()).data();
        if (data === undefined) return null;
        return { ...data, createdAt: data['createdAt'] instanceof Timestamp ? data['createdAt'].toMillis() : data['createdAt'] };
      },
    },
  };
});
