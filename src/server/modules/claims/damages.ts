import { and, asc, eq } from 'drizzle-orm';
import type { claimEndpoints } from '../../../../schemas/claim/endpoints.ts';
import type { DamageExpense } from '../../../../schemas/claim/entity.ts';
import type { BodyOf, ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { DAMAGE_MESSAGES, isPositiveAmount } from '../../../domain/claims/damage-expense-rows.ts';
import { damageExpenseTotal, EXPENSE_SOURCE, expenseSourceLabel } from '../../../domain/claims/damage-expenses.ts';
import { numericText } from '../../../domain/common/currency.ts';
import { storedText } from '../../../domain/common/stored-text.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import { insertRows } from '../../db/batch-insert.ts';
import type { Runner } from '../../db/connect.ts';
import { damageRelatedExpenses, vendors } from '../../db/schema/index.ts';
import { BadRequestError, type FieldError } from '../../http/errors.ts';
import { checkBodyEvent } from '../events/body-event.ts';
import { visibleEvent } from '../events/visibility.ts';
import { listVendorsOfProperty } from '../vendors/of-property.ts';
import { storeClaimCostsForDamages } from './costs.ts';

type DamagesReply = ReplyOf<typeof claimEndpoints.damages>;
type ExpenseInput = BodyOf<typeof claimEndpoints.saveDamages>['expenses'][number];

/** The event's expenses in the order entered, with the vendor's name, and their total. */
async function damagesOf(db: Runner, companyId: string, eventId: string): Promise<DamagesReply> {
  const rows = await db
    .select({
      id: damageRelatedExpenses.id,
      expenseSource: damageRelatedExpenses.expenseSource,
      vendorId: damageRelatedExpenses.vendorId,
      vendorName: vendors.name,
      otherName: damageRelatedExpenses.otherName,
      detail: damageRelatedExpenses.detail,
      amount: damageRelatedExpenses.amount,
    })
    .from(damageRelatedExpenses)
    .leftJoin(vendors, eq(vendors.id, damageRelatedExpenses.vendorId))
    .where(and(eq(damageRelatedExpenses.companyId, companyId), eq(damageRelatedExpenses.eventId, eventId)))
    .orderBy(asc(damageRelatedExpenses.position), asc(damageRelatedExpenses.id));
  const expenses: DamageExpense[] = rows.map((row) => ({
    ...row,
    expenseSourceString: expenseSourceLabel(row.expenseSource),
    amount: Number(row.amount),
  }));
  // Summed from the stored numeric texts in whole cents, not from the dollars above.
  return { damageRelatedExpenses: expenses, total: damageExpenseTotal(rows) };
}

/** GET /events/{id}/damages. */
export async function listDamages(ctx: ServiceContext, eventId: string): Promise<DamagesReply> {
  const event = await visibleEvent(ctx.db, ctx.company, eventId.toLowerCase());
  return damagesOf(ctx.db, ctx.company.companyId, event.id);
}

/**
 * Each row's problems (spec 002 §5 'Damage expense rows'), named by path ('expenses.2.amount'):
 * Vendor names one of `vendorIds`, Other a name; each only with its type; a positive amount of
 * whole cents; an id only of this event's expenses, once.
 */
function rowErrors(expenses: ExpenseInput[], vendorIds: Set<string>, expenseIds: Set<string>): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  expenses.forEach((expense, index) => {
    const at = (name: string, message: string) => errors.push({ field: `expenses.${index}.${name}`, message });
    const id = expense.id?.toLowerCase();
    if (id && (!expenseIds.has(id) || seen.has(id))) at('id', 'must be an expense of this event, once');
    if (id) seen.add(id);
    const vendorId = expense.vendorId?.toLowerCase();
    if (expense.expenseSource === EXPENSE_SOURCE.vendor) {
      if (!vendorId) at('vendorId', 'is required');
      else if (!vendorIds.has(vendorId)) at('vendorId', DAMAGE_MESSAGES.vendorNotOfProperty);
      if (storedText(expense.otherName)) at('otherName', DAMAGE_MESSAGES.onlyWithOther);
    } else {
      if (!storedText(expense.otherName)) at('otherName', 'is required');
      if (vendorId) at('vendorId', DAMAGE_MESSAGES.onlyWithVendor);
    }
    if (!isPositiveAmount(expense.amount)) at('amount', 'must be a positive amount with at most two decimals');
  });
  return errors;
}

/**
 * POST /events/{id}/damages (spec 002 §2.9, §7): the event's expenses become the list sent, in its
 * order; the event's claims store their costs again with the new total; event.damages.saved — one
 * transaction. A vendor must be one of the property's (or already on one of the event's expenses,
 * so a vendor the property has since dropped does not block the rest of the list).
 */
export async function saveDamages(
  ctx: ServiceContext,
  eventId: string,
  body: BodyOf<typeof claimEndpoints.saveDamages>,
): Promise<ReplyOf<typeof claimEndpoints.saveDamages>> {
  checkBodyEvent('eventId', body.eventId, eventId);
  const { companyId } = ctx.company;
  return ctx.transaction(async (tx) => {
    const event = await visibleEvent(tx.db, tx.company, eventId.toLowerCase(), { forUpdate: true });
    const ofEvent = and(eq(damageRelatedExpenses.companyId, companyId), eq(damageRelatedExpenses.eventId, event.id));
    const [propertyVendors, stored] = await Promise.all([
      listVendorsOfProperty(tx.db, companyId, event.propertyId),
      tx.db
        .select({ id: damageRelatedExpenses.id, vendorId: damageRelatedExpenses.vendorId })
        .from(damageRelatedExpenses)
        .where(ofEvent),
    ]);
    const vendorIds = new Set([
      ...propertyVendors.map((vendor) => vendor.id),
      ...stored.flatMap((row) => (row.vendorId ? [row.vendorId] : [])),
    ]);
    const errors = rowErrors(body.expenses, vendorIds, new Set(stored.map((row) => row.id)));
    const [first] = errors;
    if (first) throw new BadRequestError(`${first.field} ${first.message}`, errors);

    await tx.db.delete(damageRelatedExpenses).where(ofEvent);
    await insertRows(
      tx.db,
      damageRelatedExpenses,
      body.expenses.map((expense, position) => {
        const vendor = expense.expenseSource === EXPENSE_SOURCE.vendor;
        return {
          ...(expense.id ? { id: expense.id.toLowerCase() } : {}),
          companyId,
          eventId: event.id,
          expenseSource: expense.expenseSource,
          vendorId: vendor ? (expense.vendorId?.toLowerCase() ?? null) : null,
          otherName: vendor ? null : storedText(expense.otherName),
          detail: storedText(expense.detail),
          amount: numericText(expense.amount),
          position,
        };
      }),
    );
    const saved = await damagesOf(tx.db, companyId, event.id);
    await storeClaimCostsForDamages(tx.db, companyId, event.id, saved.total);
    await tx.record({
      type: 'event.damages.saved',
      subjectId: event.id,
      eventId: event.id,
      payload: { count: saved.damageRelatedExpenses.length, total: saved.total },
    });
    return { success: true, ...saved };
  });
}
