import { memberPath, memberSubcollection } from '../../src/adapters/memory/member-paths.memory';
import { PUBLIC_SITES_COLLECTION } from '../../src/adapters/memory/public-projection.memory';
import { formsCollection, siteCollection } from '../../src/adapters/memory/public-sites.memory';
import { toSubscriptionDocument } from '../../src/adapters/memory/subscription-document.memory';
import { PUBLIC_SITES } from '../../src/ports/public-sites.port';
import { createMemoryContainer } from '../support/memory-container';
import { describePublicSitesContract } from './public-sites.contract';

describePublicSitesContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  return {
    port: get(PUBLIC_SITES),
    fixtures: {
      putMember: async (memberId, record) => db.setDocument(memberPath(memberId), { ...record }),
      putProjection: async (username, data) => db.setDocument([PUBLIC_SITES_COLLECTION, username], data),
      putSubscription: async (memberId, { id, ...subscription }) => db.setDocument([...memberSubcollection(memberId, 'subscriptions'), id], toSubscriptionDocument(subscription)),
      putSectionDocument: async (memberId, id, data) => db.setDocument([...siteCollection(memberId), id], data),
      listForms: async (memberId) => db.listDocumentsInWriteOrder(formsCollection(memberId)).map((d) => d.data),
    },
  };
});
