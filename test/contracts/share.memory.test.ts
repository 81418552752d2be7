import { FakeShare } from '../../src/adapters/memory/share.memory';
import { describeShareContract } from './share.contract';

describeShareContract('memory', async () => {
  const share = new FakeShare();
  return {
    port: share,
    fixtures: {
      setNativeShare: (available) => share.setNativeShare(available),
      setClipboardAllowed: (allowed) => share.setClipboardAllowed(allowed),
      dismissNextShare: () => share.dismissNextShare(),
      sharedUrls: () => share.shared().map((item) => item.url),
      clipboardText: () => share.clipboard(),
    },
  };
});
