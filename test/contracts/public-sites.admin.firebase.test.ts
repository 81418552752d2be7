import { Timestamp } from 'firebase-admin/firestore';
import { afterAll } from 'vitest';
import { AdminPublicSites } from '../../src/adapters/node/public-sites.admin';
import { sharedAdminContractBackend } from '../support/firebase-admin-contract-env';
import { describePublicSitesContract } from './public-sites.contract';

const backend = sharedAdminContractBackend('public-sites');
afterAll(() => backend.dispose());

describePublicSitesContract('firebase-admin', async () => {
  const { firestore } = backend.get();
  const member = (memberId: string) => firestore.collection('vMember').doc(memberId);
  return {
    port: new AdminPublicSites(firestore),
    fixtures: {
      putMember: async (memberId, record) => {
        await member(memberId).set({ ...record, activeUntil: Timestamp.fromMillis(record.activeUntil) });
      },
      putProjection: async (username, data) => {
        await firestore.collection('publicSites').doc(username).set(data);
      },
      putSubscription: async (memberId, sub) => {
        await member(memberId)
          .collection('subscriptions')
          .doc(sub.id)
          .set({
            status: sub.status,
            productType: sub.productType,
            productName: sub.productName,
            items: [{ price: { id: sub.priceId, product: { name: sub.itemProductName } } }],
            current_period_end: null,
            cancel_at_period_end: sub.cancelAtPeriodEnd,
          });
      },
      putSectionDocument: async (memberId, id, data) => {
        await member(memberId).collection('site').doc(id).set(data);
      },
      listForms: async (memberId) => {
        const snapshot = await member(memberId).collection('forms').orderBy('createdAt').get();
        return snapshot.docs.map((d) => d.data());
      },
    },
  };
});
