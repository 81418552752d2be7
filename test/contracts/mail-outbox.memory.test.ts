import { MemoryMailOutbox } from '../../src/adapters/memory/mail-outbox.memory';
import { describeMailOutboxContract } from './mail-outbox.contract';

describeMailOutboxContract('memory', async () => {
  const outbox = new MemoryMailOutbox();
  return { port: outbox, fixtures: { queued: async () => outbox.sent(), unconfigured: [new MemoryMailOutbox(false)] } };
});
