// docs/security.md finding 13e: with SMTP_URL set, one-time codes reach the player's mailbox over SMTP (a real
// SMTP server in this process), and nothing of the mail is kept in the outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';

import { type TestApp, buildTestApp } from '../../../test/helper';
import { contactCodeSentTo } from '../../../test/bind-contact';

interface Mail {
  to: string[];
  body: string;
}

describe('e-mail codes through SMTP', () => {
  const received: Mail[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let body = '';
        stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    t = await buildTestApp({
      config: { smtp: { url: `smtp://127.0.0.1:${port}`, from: 'Fairdraw <codes@fairdraw.test>' } },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const mailTo = async (address: string): Promise<Mail> => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
      const mail = received.find((m) => m.to.includes(address));
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail reached ${address}`);
  };

  it('sends the binding code by e-mail; the code from the mailbox binds the address', async () => {
    const player = await t.register();
    const email = `p${Date.now()}@example.com`;
    const requested = await t.post('/user/bindEmail', { email }, { token: player.token });
    expect(requested.body.code).toBe(0);
    const mail = await mailTo(email);
    expect(mail.body).toContain('From: Fairdraw <codes@fairdraw.test>');
    const code = /\b(\d{6})\b/.exec(mail.body.split('\r\n\r\n').slice(1).join('\n'))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // The mail is not kept at rest: the development outbox has nothing for this address.
    expect(await contactCodeSentTo(t, email)).toBeUndefined();
    const bound = await t.post('/user/bindEmail', { email, code }, { token: player.token });
    expect(bound.body.code, JSON.stringify(bound.body)).toBe(0);
    const info = await t.post('/user/getUserInfo', {}, { token: player.token });
    expect(info.body.data.email).toContain('@example.com');
  });
});
