import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { emailsText } from '../../../domain/i18n/en/emails.ts';
import type { MailAdapter } from '../../adapters/mail/mail-adapter.ts';
import { languagesOf } from '../../auth/accounts/preferences.ts';
import type { Db } from '../../db/connect.ts';
import { auditDigests, auditEntries, companies, people, positionTypes } from '../../db/schema/index.ts';
import { textIn } from '../../i18n/translate.ts';
import { chainHead } from './seal.ts';

/** Where the administrators verify the chain. */
export const AUDIT_TRAIL_PATH = '/setup/audit-trail';

export interface DigestDependencies {
  db: Db;
  mail: MailAdapter;
  clock: { now(): Date };
  publicUrl: string;
}

/** The day (UTC) a moment falls on, 'YYYY-MM-DD': one digest per company and day. */
export const digestDay = (at: Date) => at.toISOString().slice(0, 10);

/** The company's administrators: people not archived whose active role has manageIntegrations. */
async function administrators(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .select({ email: people.emailAddress })
    .from(people)
    .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
    .where(
      and(
        eq(people.companyId, companyId),
        eq(people.isArchived, false),
        eq(positionTypes.active, true),
        sql`(${positionTypes.permissions}->>'manageIntegrations')::boolean is true`,
      ),
    );
  return rows.map((row) => row.email).filter((email): email is string => Boolean(email));
}

/**
 * The daily digest (docs/integrations.md 'Audit trail'): to each company with an audit trail and no digest yet
 * for today (UTC), e-mails its administrators the chain head (seq, hash, day), each in their
 * language, then notes the digest in audit_digests. The head leaves the database, so a rewrite of
 * history shows against the e-mails kept. Sent before it is noted: a run that dies between sends
 * again (the outbox keeps one copy per message id). Answers the companies it sent for.
 */
export async function sendDueDigests(deps: DigestDependencies): Promise<string[]> {
  const now = deps.clock.now();
  const sentOn = digestDay(now);
  const due = await deps.db
    .select({ companyId: companies.id, name: companies.name })
    .from(companies)
    .where(
      and(
        sql`exists (select 1 from ${auditEntries} where ${auditEntries.companyId} = ${companies.id})`,
        sql`not exists (select 1 from ${auditDigests} where ${auditDigests.companyId} = ${companies.id} and ${auditDigests.day} = ${sentOn})`,
      ),
    );
  const sent: string[] = [];
  for (const company of due) {
    const head = await chainHead(deps.db, company.companyId);
    const admins = await administrators(deps.db, company.companyId);
    const languageOf = await languagesOf(deps.db, admins);
    const values = {
      company: company.name,
      product: PRODUCT_NAME,
      day: sentOn,
      seq: head.seq,
      hash: head.hash,
      href: `${deps.publicUrl}${AUDIT_TRAIL_PATH}`,
    };
    for (const email of admins) {
      const t = textIn(languageOf(email), emailsText);
      await deps.mail.send({
        to: email,
        subject: t('auditDigestSubject', values),
        body: [
          t('auditDigestIntro', values),
          t('auditDigestHead', values),
          t('auditDigestKeep', values),
          `— ${PRODUCT_NAME}`,
        ].join('\n\n'),
        companyId: company.companyId,
        messageId: `audit-digest-${company.companyId}-${sentOn}-${email.toLowerCase()}`,
      });
    }
    await deps.db
      .insert(auditDigests)
      .values({ companyId: company.companyId, day: sentOn, seq: head.seq, hash: head.hash })
      .onConflictDoNothing();
    sent.push(company.companyId);
  }
  return sent;
}
