import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import type { ProvisionedNumber } from '../../adapters/phone-numbers/index.ts';
import type { ServiceContext } from '../../context/service-context.ts';
import type { Runner } from '../../db/connect.ts';
import { properties } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, invalidField, NotFoundError } from '../../http/errors.ts';
import { areaCodeOf } from './rules.ts';

/** The answer of POST /property/{id}/oncall/create (spec 000 §7). */
export type OnCallNumber = ReplyOf<typeof propertyEndpoints.createOnCallNumber>;

/** Attempts before giving up when other properties keep taking the offered number first. */
const ATTEMPTS = 10;

const answer = (number: ProvisionedNumber): OnCallNumber => ({
  newPhoneNumberFriendly: number.friendly,
  newPhoneNumberE164: number.e164,
});

async function currentNumber(db: Runner, companyId: string, propertyId: string) {
  const [row] = await db
    .select({
      phoneNumber: properties.phoneNumber,
      e164: properties.onCallPhoneNumberE164,
      friendly: properties.onCallPhoneNumberFriendly,
    })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), eq(properties.id, propertyId)));
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * POST /property/{id}/oncall/create: gives the property its on-call phone number, once (spec
 * 000 §4). Asking again answers the number it already has — nothing new is allocated. The
 * number comes from the configured provider in the property phone's area code. `inUse` tells the
 * provider which numbers THIS company's properties already have (the embedded pool is per
 * company); the unique index properties_company_on_call_e164_uq keeps a number on one property
 * of the company, and losing a race for a number simply asks the provider again. The provider
 * is the app's (ctx.adapters.phoneNumbers); attaching a number records 'property.onCallNumberCreated'.
 */
export async function createOnCallNumber(ctx: ServiceContext, propertyId: string): Promise<OnCallNumber> {
  const { db } = ctx;
  const { companyId } = ctx.company;
  const provider = ctx.adapters.phoneNumbers;
  const property = await currentNumber(db, companyId, propertyId);
  if (property.e164) return answer({ e164: property.e164, friendly: property.friendly ?? property.e164 });
  const areaCode = areaCodeOf(property.phoneNumber);
  if (!areaCode) {
    throw invalidField(
      'phoneNumber',
      'The property needs a valid phone number before an on-call number can be created.',
    );
  }
  const inUse = async (candidates: readonly string[]) => {
    const rows = await db
      .select({ e164: properties.onCallPhoneNumberE164 })
      .from(properties)
      .where(and(eq(properties.companyId, companyId), inArray(properties.onCallPhoneNumberE164, [...candidates])));
    return new Set(rows.map((row) => row.e164 as string));
  };
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const number = await provider.provision({ areaCode, inUse });
    if (!number) throw new AppError(409, `No on-call phone numbers are left in area code ${areaCode}.`);
    try {
      // One transaction per attempt: a unique violation rolls back only this attempt.
      const attached = await ctx.transaction(async ({ db: tx, record }) => {
        const [row] = await tx
          .update(properties)
          .set({ onCallPhoneNumberE164: number.e164, onCallPhoneNumberFriendly: number.friendly })
          .where(
            and(
              eq(properties.companyId, companyId),
              eq(properties.id, propertyId),
              isNull(properties.onCallPhoneNumberE164),
            ),
          )
          .returning({ id: properties.id });
        if (row) await record({ type: 'property.onCallNumberCreated', subjectId: propertyId });
        return row !== undefined;
      });
      if (attached) return answer(number);
      // A concurrent request gave this property its number first: answer that one.
      await provider.release(number);
      const now = await currentNumber(db, companyId, propertyId);
      if (now.e164) return answer({ e164: now.e164, friendly: now.friendly ?? now.e164 });
    } catch (error) {
      // Another property took this number between the look-up and the update: ask again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError(409, 'Could not reserve an on-call phone number. Please try again.');
}
