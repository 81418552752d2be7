import { describe, expect, it } from 'vitest';
import { RecordingPushSender } from '../../src/adapters/memory/push-sender.memory';
import { describePushSenderContract } from './push-sender.contract';

describePushSenderContract('recording (local)', async () => {
  const port = new RecordingPushSender();
  return {
    port,
    fixtures: {
      markGone: (token) => port.markGone(token),
      delivered: () => port.sent().flatMap((push) => push.tokens.map((token) => ({ token, notice: push.notice }))),
    },
  };
});

describe('RecordingPushSender beyond the contract', () => {
  it('logs one line per push it would send, naming the title and the link', async () => {
    const lines: string[] = [];
    const port = new RecordingPushSender((line) => lines.push(line));
    await port.send(['a', 'b'], { title: 'Hola', body: 'x', link: '/dashboard' });
    await port.send([], { title: 'Nobody', body: 'x', link: '/dashboard' });
    expect(lines).toEqual(['push to 2 device(s): "Hola" /dashboard']);
  });
});
