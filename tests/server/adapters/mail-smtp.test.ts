import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailAdapter } from '../../../src/server/adapters/mail/index.ts';
import { OutboxMailAdapter } from '../../../src/server/adapters/mail/outbox-mail.ts';
import type { Db } from '../../../src/server/db/connect.ts';
import { startSmtpSink } from '../../helpers/smtp-sink.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

describe('mail adapters', () => {
  it('deliver over SMTP when SMTP_URL is set, from MAIL_FROM', async () => {
    const mail = createMailAdapter({} as Db, { smtpUrl: sink.url, from: 'Property Ops <no-reply@ops.example>' });
    expect(mail.deliversMail).toBe(true);
    await mail.send({ to: 'ann@example.com', subject: 'Your sign-in link', body: 'Open https://ops.example/link' });
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0].from).toBe('no-reply@ops.example');
    expect(sink.received[0].to).toEqual(['ann@example.com']);
    expect(sink.received[0].data).toContain('Subject: Your sign-in link');
    expect(sink.received[0].data).toContain('Open https://ops.example/link');
  });

  it('fall back to the outbox table without SMTP_URL', () => {
    const mail = createMailAdapter({} as Db, { smtpUrl: null, from: 'x@example.com' });
    expect(mail).toBeInstanceOf(OutboxMailAdapter);
    expect(mail.deliversMail).toBe(false);
  });
});
