import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../src/core/config/app-config';
import type { DashboardSnapshot, SavedDashboardScreen } from '../../src/core/dashboard/dashboard-snapshot';
import type { MemberRecord } from '../../src/core/member/member-record';
import { newMemberRecord } from '../../src/core/member/new-member-record';
import type { DashboardSnapshotPort } from '../../src/ports/dashboard-snapshot.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

export interface DashboardSnapshotFixtures {
  /** The same device's storage read afresh (a reload). */
  reopen(): DashboardSnapshotPort;
  /** Puts a raw value where the snapshot is kept, as a hand edit or an older version would; absent where there is no raw form. */
  writeRaw?(value: string): void;
}

export type DashboardSnapshotSubject = ContractSubject<DashboardSnapshotPort, DashboardSnapshotFixtures>;

const NOW = Date.UTC(2026, 10, 23, 9);
const UID = 'AbCdEfGhIjKlMnOp1234567890';
const member: MemberRecord = {
  ...newMemberRecord({ uid: UID, email: 'ana@example.com', displayName: 'Ana', phoneNumber: '+1 555 123 4567' }, DEFAULT_APP_CONFIG, NOW),
  id: UID,
  createdAt: NOW,
};
export const SNAPSHOT: DashboardSnapshot = { member, subscriptions: [], unreadCount: 3, savedAt: NOW };
const SCREEN: SavedDashboardScreen = { build: '/assets/dashboard-app-a.js /assets/dashboard-app-b.css', chrome: 'mobile', language: 'ES', html: '<div class="dashboard"><nav class="mobile-bottom-nav"></nav></div>' };

export function describeDashboardSnapshotContract(adapterName: string, makeSubject: MakeSubject<DashboardSnapshotPort, DashboardSnapshotFixtures>): void {
  describe(`DashboardSnapshotPort contract: ${adapterName}`, () => {
    let subject: DashboardSnapshotSubject;
    let port: DashboardSnapshotPort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('has nothing before the dashboard was shown', () => {
      expect(port.read()).toBeNull();
    });

    it('gives back the last snapshot saved, after a reload too', () => {
      port.save(SNAPSHOT);
      port.save({ ...SNAPSHOT, unreadCount: 0 });
      expect(port.read()).toEqual({ ...SNAPSHOT, unreadCount: 0 });
      expect(subject.fixtures.reopen().read()).toEqual({ ...SNAPSHOT, unreadCount: 0 });
    });

    it('forgets the snapshot at sign-out', () => {
      port.save(SNAPSHOT);
      port.clear();
      expect(port.read()).toBeNull();
      expect(subject.fixtures.reopen().read()).toBeNull();
    });

    it("keeps the first screen's markup beside the snapshot, and forgets both at sign-out", () => {
      expect(port.readScreen()).toBeNull();
      port.save(SNAPSHOT);
      port.saveScreen(SCREEN);
      port.saveScreen({ ...SCREEN, chrome: 'sidebar' });
      expect(subject.fixtures.reopen().readScreen()).toEqual({ ...SCREEN, chrome: 'sidebar' });
      port.clear();
      expect(port.readScreen()).toBeNull();
      expect(subject.fixtures.reopen().readScreen()).toBeNull();
    });

    it('does not keep a screen of no build, no layout or no markup', () => {
      port.saveScreen(SCREEN);
      for (const broken of [{ ...SCREEN, build: '' }, { ...SCREEN, html: '' }, { ...SCREEN, chrome: 'none' }, { ...SCREEN, language: 'FR' }]) {
        port.saveScreen(broken as SavedDashboardScreen);
      }
      expect(port.readScreen()).toEqual(SCREEN);
    });

    it('does not keep something that is not a snapshot', () => {
      port.save(SNAPSHOT);
      port.save({ ...SNAPSHOT, unreadCount: -1 });
      expect(port.read()).toEqual(SNAPSHOT);
    });

    it('reads an unreadable stored value as nothing', (context) => {
      const { writeRaw } = subject.fixtures;
      if (writeRaw === undefined) {
        // Skipped for an adapter without a raw stored form to corrupt.
        context.skip('this adapter has no raw stored form');
        return;
      }
      for (const raw of ['{not json', '{"member":{}}', '42']) {
        writeRaw(raw);
        expect(port.read()).toBeNull();
      }
    });
  });
}
