import { memberPath } from '../../src/adapters/memory/member-paths.memory';
import { PUBLIC_SITES_COLLECTION } from '../../src/adapters/memory/public-projection.memory';
import { siteCollection } from '../../src/adapters/memory/public-sites.memory';
import { SITE_CONTENT } from '../../src/ports/site-content.port';
import { createMemoryContainer } from '../support/memory-container';
import { describeSiteContentContract } from './site-content.contract';

describeSiteContentContract('memory', async () => {
  const { get, db } = createMemoryContainer();
  return {
    port: get(SITE_CONTENT),
    fixtures: {
      putMember: async (memberId, record) => db.setDocument(memberPath(memberId), { ...record }),
      putProjection: async (username, data) => db.setDocument([PUBLIC_SITES_COLLECTION, username], data),
      readMember: async (memberId) => db.getDocument(memberPath(memberId)),
      readProjection: async (username) => db.getDocument([PUBLIC_SITES_COLLECTION, username]),
      readSectionDocument: async (memberId, id) => db.getDocument([...siteCollection(memberId), id]),
      putSectionDocument: async (memberId, id, data) => db.setDocument([...siteCollection(memberId), id], data),
    },
    quietPeriodMs: 0,
  };
});
