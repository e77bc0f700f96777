import type { FromSchema } from '../from-schema.ts';
import { propertySchema } from './entity.ts';

/**
 * Properties: what the endpoints answer beyond the property itself — the list's rows, a
 * property's contacts and its on-call number.
 */

const { insurance: _insurance, insurancePolicies: _policies, ...rowProperties } = propertySchema.properties;

/**
 * One row of GET /properties and GET /user/properties: the property without its insurance
 * (lists never join the policies; the form reads GET /properties/{id}).
 */
export const propertyRowSchema = {
  type: 'object',
  required: [
    'id',
    'propertyNumber',
    'name',
    'numberOfUnits',
    'address',
    'phoneNumber',
    'timeZone',
    'isArchived',
    'onCallPersonId',
    'onCallPhoneNumberFriendlyFormat',
  ],
  additionalProperties: false,
  properties: rowProperties,
} as const;

export type PropertyRow = FromSchema<typeof propertyRowSchema>;

/**
 * One contact of a property (GET /property/{id}/poc): a person who may be its on-call person,
 * with `email` and `phone` as spec 000 §7 and 001 §3 name them (as vendors have them).
 * `emailAddress` and `phoneNumber`, the Person's names it had before, stay for one release
 * (README 'API names changing') and then go.
 */
export const propertyContactSchema = {
  type: 'object',
  required: [
    'id',
    'firstName',
    'lastName',
    'name',
    'email',
    'phone',
    'phoneNumber',
    'emailAddress',
    'positionId',
    'positionName',
  ],
  properties: {
    id: { type: 'string', format: 'uuid' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: ['string', 'null'] },
    phoneNumber: {
      type: ['string', 'null'],
      deprecated: true,
      description: 'The same as phone: removed in the next release',
    },
    emailAddress: { type: 'string', deprecated: true, description: 'The same as email: removed in the next release' },
    positionId: { type: ['string', 'null'] },
    positionName: { type: ['string', 'null'] },
  },
} as const;

/** The answer of POST /property/{id}/oncall/create (spec 000 §7). */
export const onCallNumberSchema = {
  type: 'object',
  required: ['newPhoneNumberFriendly', 'newPhoneNumberE164'],
  properties: { newPhoneNumberFriendly: { type: 'string' }, newPhoneNumberE164: { type: 'string' } },
} as const;
