import { and, eq, sql } from 'drizzle-orm';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { emailsText } from '../../../domain/i18n/en/emails.ts';
import { languagesOf } from '../../auth/accounts/preferences.ts';
import { companies, people, positionTypes } from '../../db/schema/index.ts';
import { textIn } from '../../i18n/translate.ts';
import type { WebhookWorkerDeps } from './worker-deps.ts';

/** Where the administrators enable a webhook again. */
export const INTEGRATIONS_PATH = '/setup/integrations';

/**
 * Tells the company's administrators — every person not archived whose active role has
 * manageIntegrations — that a webhook was paused after failing for days (issue 28, 2), each in
 * their own language, through the mail adapter.
 */
export async function tellAdministratorsOfPause(
  deps: WebhookWorkerDeps,
  webhook: { id: string; companyId: string; url: string; failingSince: Date | null },
): Promise<void> {
  const [company] = await deps.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, webhook.companyId));
  const admins = await deps.db
    .select({ email: people.emailAddress })
    .from(people)
    .innerJoin(positionTypes, eq(positionTypes.id, people.positionId))
    .where(
      and(
        eq(people.companyId, webhook.companyId),
        eq(people.isArchived, false),
        eq(positionTypes.active, true),
        sql`(${positionTypes.permissions}->>'manageIntegrations')::boolean is true`,
      ),
    );
  if (admins.length === 0) return;
  const languageOf = await languagesOf(
    deps.db,
    admins.map((admin) => admin.email),
  );
  const since = (webhook.failingSince ?? deps.clock.now()).toISOString().slice(0, 16).replace('T', ' ');
  const href = `${deps.publicUrl}${INTEGRATIONS_PATH}`;
  for (const admin of admins) {
    const t = textIn(languageOf(admin.email), emailsText);
    const values = { company: company?.name ?? '', url: webhook.url, since, product: PRODUCT_NAME, href };
    await deps.adapters.mail.send({
      to: admin.email,
      subject: t('webhookPausedSubject', values),
      body: [t('webhookPausedIntro', values), t('webhookPausedAction', values), `— ${PRODUCT_NAME}`].join('\n\n'),
      companyId: webhook.companyId,
      messageId: `webhook-paused-${webhook.id}-${webhook.failingSince?.getTime() ?? 0}-${admin.email.toLowerCase()}`,
    });
  }
}
