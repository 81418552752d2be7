import { describe, expect, it } from 'vitest';
import { MemoryMailOutbox } from '../memory/mail-outbox.memory';
import { LoggedMailOutbox } from './mail-outbox.logged';

describe('the local mail log', () => {
  it('hands each mail on and logs who, what and each attachment by name, type and size', async () => {
    const inner = new MemoryMailOutbox();
    const lines: string[] = [];
    const mail = { to: 'ana@example.com', subject: 'Cita confirmada', text: 'Hola', attachments: [{ filename: 'cita.ics', contentType: 'text/calendar; charset=utf-8', content: 'ñ\r\n' }] };
    expect(await new LoggedMailOutbox(inner, (l) => lines.push(l)).enqueue(mail)).toBe('queued');
    expect(inner.sent()).toEqual([mail]);
    expect(lines).toEqual(['mail to ana@example.com (queued): "Cita confirmada" + cita.ics (text/calendar, 4 B)']);
  });

  it('says so when the deployment sends no mail', async () => {
    const lines: string[] = [];
    await new LoggedMailOutbox(new MemoryMailOutbox(false), (l) => lines.push(l)).enqueue({ to: 'a@example.com', subject: 'Hi', text: '' });
    expect(lines).toEqual(['mail to a@example.com (not-configured): "Hi"']);
  });
});
