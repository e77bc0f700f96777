import type { Person } from '../../../../schemas/person/entity.ts';
import { storedPhone } from '../../../domain/common/stored-text.ts';
import type { FieldError } from '../../http/errors.ts';
import { distinctIds } from '../shared/associations.ts';

/**
 * Pure rules of a person's save that the JSON Schema cannot express (no I/O; unit-tested in
 * tests/server/modules/people-input.test.ts). The service adds the rules that need the database.
 */

/** The ids in first-seen order, each once, lower-cased ("a property already on the list is not added twice"). */
export const uniqueIds = distinctIds;

/** "First Last", as the Users list shows a person. */
export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** The failureReason of a save whose e-mail another person of the company already has. */
export function duplicateEmailReason(email: string): string {
  return `A person with the e-mail ${email} already exists.`;
}

/** The person's columns as they will be stored, after trimming, normalising and de-duplicating. */
export interface PersonValues {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailAddress: string;
  positionId: string;
  isArchived: boolean;
  allPropertiesAssociated: boolean;
  propertyEventSeverityLevel: number;
  eventChangeSubscriptions: { created: boolean; statusChanged: boolean; pendingApproval: boolean };
  eventSubscriptionTypes: string[];
  propertyAssociations: string[];
  propertyGroupAssociations: string[];
}

/**
 * A validated body -> the values to store, or the field errors a schema cannot catch (a name
 * of spaces). `allPropertiesAssociated` keeps the lists as sent: it means "all", and switching
 * it off again restores the person's own list.
 */
export function personValues(input: Person): { values: PersonValues; errors: FieldError[] } {
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  const errors: FieldError[] = [];
  if (!firstName) errors.push({ field: 'firstName', message: 'is required' });
  if (!lastName) errors.push({ field: 'lastName', message: 'is required' });
  const subscriptions = input.eventChangeSubscriptions;
  return {
    errors,
    values: {
      firstName,
      lastName,
      // '(217) 555-0101' (the shared rule), so the list and its search read the same text whatever the user typed.
      phoneNumber: storedPhone(input.phoneNumber),
      emailAddress: input.emailAddress.trim(),
      positionId: input.positionId.toLowerCase(),
      isArchived: input.isArchived,
      allPropertiesAssociated: input.allPropertiesAssociated,
      propertyEventSeverityLevel: input.propertyEventSeverityLevel,
      eventChangeSubscriptions: {
        created: subscriptions.created,
        statusChanged: subscriptions.statusChanged,
        pendingApproval: subscriptions.pendingApproval,
      },
      eventSubscriptionTypes: [...new Set(input.eventSubscriptionTypes.map((type) => type.trim()))].filter(Boolean),
      propertyAssociations: uniqueIds(input.propertyAssociations),
      propertyGroupAssociations: uniqueIds(input.propertyGroupAssociations),
    },
  };
}
