import { describe, expect, it } from 'vitest';
import { invitationMail } from './outgoing-mail';

describe('invitationMail', () => {
  it("names the site and carries the link, in the site's language", () => {
    const link = 'https://sol1234.sitio.app/portal?invite=abc';
    const en = invitationMail('ana@example.com', 'Gym Sol', link, 'EN');
    const es = invitationMail('ana@example.com', 'Gimnasio Sol', link, 'ES');
    expect(en).toMatchObject({ to: 'ana@example.com', subject: "You're invited to the customer area of Gym Sol" });
    expect(es.subject).toBe('Te invitaron al área de clientes de Gimnasio Sol');
    for (const mail of [en, es]) expect(mail.text).toContain(`\n\n${link}\n\n`);
  });
});
