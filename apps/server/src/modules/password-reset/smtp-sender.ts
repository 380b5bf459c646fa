import { type Transporter, createTransport } from 'nodemailer';

import type { ContactSender } from './contact-sender';

export interface SmtpSettings {
  /** smtp:// or smtps:// with optional user:password@ (SMTP_URL). */
  url: string;
  /** The From address (SMTP_FROM). */
  from: string;
}

/**
 * E-mail through SMTP (nodemailer), phone through the next sender (no SMS gateway is built: the outbox).
 *
 * Senders are called inside the transaction that issues the code; a mail server must not hold that
 * transaction (nor PGlite's one connection), so the mail leaves after the call returns. If the
 * transaction then rolls back, the player receives a code that was never stored and fails as a
 * wrong code; if the process dies first, the player asks for another. Nothing of the e-mail is kept
 * at rest (ADR 119).
 */
export function createSmtpSender(
  settings: SmtpSettings,
  phones: ContactSender,
  onError: (err: unknown) => void,
): ContactSender & { close(): Promise<void> } {
  const transport: Transporter = createTransport(settings.url, {
    connectionTimeout: 10_000,
    socketTimeout: 10_000,
  });
  const inFlight = new Set<Promise<unknown>>();
  return {
    async send(to, text, tx) {
      if (to.channel !== 'email') return phones.send(to, text, tx);
      const delivery = transport
        .sendMail({ from: settings.from, to: to.address, subject: 'Fairdraw', text })
        .catch(onError)
        .finally(() => inFlight.delete(delivery));
      inFlight.add(delivery);
    },
    /** Waits for mails already handed over, then closes the connection pool. */
    async close() {
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}
