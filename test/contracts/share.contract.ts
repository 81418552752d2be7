import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SharePort } from '../../src/ports/share.port';
import type { ContractSubject, MakeSubject } from '../support/contract-subject';

/** Controls of the device under the port (a stubbed navigator in a browser adapter's run). */
export interface ShareFixtures {
  setNativeShare(available: boolean): void;
  setClipboardAllowed(allowed: boolean): void;
  /** The next native share behaves as if the user closed the sheet. */
  dismissNextShare(): void;
  sharedUrls(): readonly string[];
  clipboardText(): string | null;
}

export type ShareSubject = ContractSubject<SharePort, ShareFixtures>;

export function describeShareContract(adapterName: string, makeSubject: MakeSubject<SharePort, ShareFixtures>): void {
  describe(`SharePort contract: ${adapterName}`, () => {
    let subject: ShareSubject;
    let port: SharePort;

    beforeEach(async () => {
      subject = await makeSubject();
      port = subject.port;
    });

    afterEach(async () => {
      await subject.cleanup?.();
    });

    it('shares the link through the native sheet when the device has one', async () => {
      subject.fixtures.setNativeShare(true);
      expect(port.canShareNatively()).toBe(true);
      await port.share({ title: 'My site', url: 'https://abc1234.sitio.app' });
      expect(subject.fixtures.sharedUrls()).toEqual(['https://abc1234.sitio.app']);
    });

    it('says so when there is no native sheet, and refuses to share natively', async () => {
      subject.fixtures.setNativeShare(false);
      expect(port.canShareNatively()).toBe(false);
      await expect(port.share({ title: 'My site', url: 'https://x.test' })).rejects.toBeDefined();
      expect(subject.fixtures.sharedUrls()).toEqual([]);
    });

    it('rejects when the user closes the sheet, sharing nothing', async () => {
      subject.fixtures.setNativeShare(true);
      subject.fixtures.dismissNextShare();
      await expect(port.share({ title: 'My site', url: 'https://x.test' })).rejects.toBeDefined();
      expect(subject.fixtures.sharedUrls()).toEqual([]);
    });

    it('copies the text to the clipboard', async () => {
      await port.copyToClipboard('abc1234.sitio.app');
      expect(subject.fixtures.clipboardText()).toBe('abc1234.sitio.app');
    });

    it('rejects when the clipboard refuses the write', async () => {
      subject.fixtures.setClipboardAllowed(false);
      await expect(port.copyToClipboard('abc1234.sitio.app')).rejects.toBeDefined();
      expect(subject.fixtures.clipboardText()).not.toBe('abc1234.sitio.app');
    });
  });
}
