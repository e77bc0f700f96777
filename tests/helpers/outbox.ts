import { and, asc, gt, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/connect.ts';
import { outbox } from '../../src/server/db/schema/index.ts';

export interface OutboxMail {
  recipient: string;
  subject: string | null;
  body: string;
  companyId: string | null;
  createdAt: Date;
}

/** The e-mails to an address (any case) recorded after `since`, oldest first. */
export async function mailsTo(db: Db, recipient: string, since = new Date(0)): Promise<OutboxMail[]> {
  return db
    .select({
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      companyId: outbox.companyId,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(
      and(
        sql`lower(${outbox.recipient}) = lower(${recipient})`,
        sql`${outbox.channel} = 'email'`,
        gt(outbox.createdAt, since),
      ),
    )
    .orderBy(asc(outbox.createdAt));
}

/**
 * Waits for the job worker to deliver `count` e-mails to an address (what a person waits for in
 * their inbox), checking every 100 ms up to `timeoutMs`; answers them, or fails saying what came.
 */
export async function waitForMails(
  db: Db,
  recipient: string,
  options: { count?: number; since?: Date; timeoutMs?: number } = {},
): Promise<OutboxMail[]> {
  const { count = 1, since, timeoutMs = 20_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(db, recipient, since);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) {
      throw new Error(`expected ${count} e-mail(s) to ${recipient} within ${timeoutMs} ms, got ${mails.length}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The link an account e-mail carries (an invitation's or a reset's). */
export function linkIn(body: string): string {
  const link = /https?:\/\/\S+[?&](?:invitation|token)=[\w-]+/.exec(body)?.[0];
  if (!link) throw new Error(`no account link in: ${body}`);
  return link;
}
