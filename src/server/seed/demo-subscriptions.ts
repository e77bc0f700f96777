import { and, eq } from 'drizzle-orm';
import { conditionFor, type SubscriptionDraft } from '../../domain/subscriptions/subscription.ts';
import type { Db } from '../db/connect.ts';
import { companies, eventTypes, positionTypes, propertyGroups, subscriptions } from '../db/schema/index.ts';
import { writeMatchRows } from '../modules/subscriptions/subscription-match-rows.ts';
import { DEMO_COMPANIES } from './demo-logins.ts';
import { PERSONA_ROLES } from './persona-roles.ts';

/**
 * Two subscriptions of Harbor, so the Subscriptions screen is not empty on a fresh start: water
 * intrusions reported in the North Portfolio e-mail its property managers, and an event waiting
 * for approval e-mails the administrators.
 */
export async function seedDemoSubscriptions(db: Db): Promise<void> {
  const [harbor] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.name, DEMO_COMPANIES.harbor.name));
  if (!harbor) return;
  const companyId = harbor.id;
  const idOf = async (table: typeof eventTypes | typeof positionTypes | typeof propertyGroups, name: string) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.companyId, companyId), eq(table.name, name)));
    return row?.id ?? null;
  };
  const water = await idOf(eventTypes, 'Water Intrusion');
  const north = await idOf(propertyGroups, 'North Portfolio');
  const managers = await idOf(positionTypes, PERSONA_ROLES.manager.name);
  const admins = await idOf(positionTypes, PERSONA_ROLES.admin.name);
  if (!water || !north || !managers || !admins) return;
  const created = conditionFor('Created');
  const pending = conditionFor('StatusChanged');
  const drafts: SubscriptionDraft[] = [
    {
      name: 'Water intrusions in the North Portfolio',
      subjectType: 'Event',
      filtersOperator: 'OR',
      filters: [
        {
          conditionsOperator: 'OR',
          conditions: [{ ...created, qualifier: { ...created.qualifier, typeId: water } }],
          locations: [
            {
              locationConditionType: 'PropertyGroups',
              propertyIds: [],
              propertyGroupIds: [north],
              stateAbbreviations: [],
            },
          ],
        },
      ],
      subscribers: [{ recipientType: 'Role', recipientQualifier: managers, mediaType: 'Email' }],
    },
    {
      name: 'Events waiting for approval',
      subjectType: 'Event',
      filtersOperator: 'OR',
      filters: [
        {
          conditionsOperator: 'OR',
          conditions: [{ ...pending, qualifier: { ...pending.qualifier, statusValue: 'PendingApproval' } }],
          locations: [],
        },
      ],
      subscribers: [{ recipientType: 'Role', recipientQualifier: admins, mediaType: 'Email' }],
    },
  ];
  for (const { filters, subscribers, ...rest } of drafts) {
    const [row] = await db
      .insert(subscriptions)
      .values({ companyId, ...rest, definition: { filters, subscribers } })
      .returning({ id: subscriptions.id });
    await writeMatchRows(db, companyId, row.id, filters, new Date());
  }
}
