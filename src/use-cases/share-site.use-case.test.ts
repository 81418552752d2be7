import { describe, expect, it } from 'vitest';
import { createMemoryContainer } from '../../test/support/memory-container';
import { fakeShare, recordingLogger } from '../../test/support/use-case-fixtures';
import { ShareSiteUseCase } from './share-site.use-case';

function setup(options: { nativeShare?: boolean; clipboard?: boolean }) {
  const { container } = createMemoryContainer({ share: options });
  container.bind(ShareSiteUseCase).toSelf();
  return { share: fakeShare(container), logger: recordingLogger(container), useCase: container.get(ShareSiteUseCase) };
}

describe('ShareSiteUseCase', () => {
  it('uses the share sheet where the device has one', async () => {
    const { share, useCase } = setup({ nativeShare: true });
    expect(await useCase.execute({ domain: 'ana1234.sitio.app', title: 'Ana' })).toBe('shared');
    expect(share.shared()).toEqual([{ title: 'Ana', url: 'https://ana1234.sitio.app' }]);
  });

  it('copies the link otherwise', async () => {
    const { share, useCase } = setup({ nativeShare: false });
    expect(await useCase.execute({ domain: 'ana1234.sitio.app', title: 'Ana' })).toBe('copied');
    expect(share.clipboard()).toBe('https://ana1234.sitio.app');
  });

  it('logs a dismissed sheet or refused clipboard and reports failure', async () => {
    const native = setup({ nativeShare: true });
    native.share.dismissNextShare();
    expect(await native.useCase.execute({ domain: 'a.sitio.app', title: 'A' })).toBe('failed');
    expect(native.logger.messages('error')).toEqual(['Share failed']);
    const copy = setup({ nativeShare: false, clipboard: false });
    expect(await copy.useCase.execute({ domain: 'a.sitio.app', title: 'A' })).toBe('failed');
    expect(copy.logger.messages('error')).toEqual(['Share failed']);
  });
});
