import type { SiteCustomersPort } from '../../ports/site-customers.port';
import type { Unsubscribe } from '../../ports/port-token';

type Watch<K extends keyof SiteCustomersPort> = SiteCustomersPort[K];

/**
 * SiteCustomersPort whose Firestore implementation is fetched on first use: only Elite owners
 * use it, on their own pages, so the dashboard's first screen does not carry it. Watches
 * answer at once with an unsubscribe that also cancels a watch still waiting for the code.
 */
export class LazySiteCustomers implements SiteCustomersPort {
  private loaded: Promise<SiteCustomersPort> | null = null;

  constructor(private readonly load: () => Promise<SiteCustomersPort>) {}

  private port(): Promise<SiteCustomersPort> {
    this.loaded ??= this.load().catch((error: unknown) => {
      // A failed download (offline) is tried again by the next call.
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  private watch(start: (port: SiteCustomersPort) => Unsubscribe): Unsubscribe {
    let stop: Unsubscribe | null = null;
    let stopped = false;
    this.port().then(
      (port) => {
        if (!stopped) stop = start(port);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }

  watchCustomers: Watch<'watchCustomers'> = (ownerId, listener) => this.watch((p) => p.watchCustomers(ownerId, listener));
  watchPendingCount: Watch<'watchPendingCount'> = (ownerId, listener) => this.watch((p) => p.watchPendingCount(ownerId, listener));
  watchGroups: Watch<'watchGroups'> = (ownerId, listener) => this.watch((p) => p.watchGroups(ownerId, listener));
  watchSettings: Watch<'watchSettings'> = (ownerId, listener) => this.watch((p) => p.watchSettings(ownerId, listener));
  watchInvitations: Watch<'watchInvitations'> = (ownerId, listener) => this.watch((p) => p.watchInvitations(ownerId, listener));
  watchAnnouncements: Watch<'watchAnnouncements'> = (ownerId, listener) => this.watch((p) => p.watchAnnouncements(ownerId, listener));

  setStatus: Watch<'setStatus'> = async (...args) => (await this.port()).setStatus(...args);
  changeGroups: Watch<'changeGroups'> = async (...args) => (await this.port()).changeGroups(...args);
  removeCustomers: Watch<'removeCustomers'> = async (...args) => (await this.port()).removeCustomers(...args);
  createGroup: Watch<'createGroup'> = async (...args) => (await this.port()).createGroup(...args);
  renameGroup: Watch<'renameGroup'> = async (...args) => (await this.port()).renameGroup(...args);
  deleteGroup: Watch<'deleteGroup'> = async (...args) => (await this.port()).deleteGroup(...args);
  saveSettings: Watch<'saveSettings'> = async (...args) => (await this.port()).saveSettings(...args);
  createInvitation: Watch<'createInvitation'> = async (...args) => (await this.port()).createInvitation(...args);
  removeInvitation: Watch<'removeInvitation'> = async (...args) => (await this.port()).removeInvitation(...args);
  sendAnnouncement: Watch<'sendAnnouncement'> = async (...args) => (await this.port()).sendAnnouncement(...args);
  removeAnnouncement: Watch<'removeAnnouncement'> = async (...args) => (await this.port()).removeAnnouncement(...args);
}
