import { describe, expect, it } from 'vitest';
import { FakePushDevice } from '../../src/adapters/memory/push-messaging.memory';
import { describePushMessagingContract } from './push-messaging.contract';

describePushMessagingContract('memory', async () => {
  const device = new FakePushDevice();
  return {
    port: device,
    fixtures: {
      setSupported: (supported) => device.setSupported(supported),
      setPermission: (permission) => device.setPermission(permission),
      setPromptAnswer: (answer) => device.setPromptAnswer(answer),
      changeSubscription: () => device.changeSubscription(),
    },
  };
});

describe('FakePushDevice beyond the contract', () => {
  it('prompts only once and registers the messaging service worker with the first token', async () => {
    const device = new FakePushDevice({ permission: 'default', promptAnswer: 'granted' });
    await device.requestPermission();
    await device.requestPermission();
    expect(device.promptCount()).toBe(1);
    expect(device.serviceWorker()).toBeNull();
    await device.getToken();
    expect(device.serviceWorker()).toBe('/firebase-messaging-sw.js');
  });

  it('can fail one token request, as a failed service worker registration does', async () => {
    const device = new FakePushDevice({ permission: 'granted' });
    device.failNextTokenRequest();
    await expect(device.getToken()).rejects.toMatchObject({ code: 'unavailable' });
    await expect(device.getToken()).resolves.toMatch(/\S/);
  });
});
