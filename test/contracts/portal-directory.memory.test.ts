import { PORTAL_DIRECTORY } from '../../src/ports/portal-directory.port';
import { createMemoryContainer } from '../support/memory-container';
import { describePortalDirectoryContract } from './portal-directory.contract';

describePortalDirectoryContract('memory', async () => {
  const memory = createMemoryContainer();
  const store = (path: string[], data: Record<string, unknown>) => {
    const id = memory.db.newId();
    memory.db.setDocument([...path, id], data);
    return id;
  };
  return {
    port: memory.get(PORTAL_DIRECTORY),
    fixtures: {
      async saveSettings(ownerId, settings) {
        memory.db.setDocument(['vMember', ownerId, 'portal', 'settings'], { ...settings });
      },
      async storeInvitation(ownerId, invitation) {
        return store(['vMember', ownerId, 'siteInvites'], { ...invitation });
      },
      async storeAnnouncement(ownerId, announcement) {
        return store(['vMember', ownerId, 'announcements'], { ...announcement, groups: [...announcement.groups] });
      },
      async customerProfile(uid) {
        return memory.db.getDocument(['customers', uid]);
      },
    },
  };
});
