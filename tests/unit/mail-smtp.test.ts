import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailAdapter } from '../../src/server/adapters/mail/index.ts';
import { OutboxMailAdapter } from '../../src/server/adapters/mail/outbox-mail.ts';
import type { Db } from '../../src/server/db/connect.ts';

/** A real SMTP server on loopback that keeps what it receives. */
const received: { from: string; to: string[]; data: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        data,
      });
      callback();
    });
  },
});
let port = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mail adapters', () => {
  it('deliver over SMTP when SMTP_URL is set, from MAIL_FROM', async () => {
    const mail = createMailAdapter({} as Db, {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Property Ops <no-reply@ops.example>',
    });
    await mail.send({ to: 'ann@example.com', subject: 'Your sign-in link', body: 'Open https://ops.example/link' });
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@ops.example');
    expect(received[0].to).toEqual(['ann@example.com']);
    expect(received[0].data).toContain('Subject: Your sign-in link');
    expect(received[0].data).toContain('Open https://ops.example/link');
  });

  it('fall back to the outbox table without SMTP_URL', () => {
    expect(createMailAdapter({} as Db, { smtpUrl: null, from: 'x@example.com' })).toBeInstanceOf(OutboxMailAdapter);
  });
});
