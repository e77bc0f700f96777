import { propertyEndpoints } from '../../../../schemas/property/endpoints.ts';
import type { ReplyOf } from '../../../../schemas/protocol/contract.ts';
import { callEndpoint } from '../../api/call-endpoint.ts';

/** The property's on-call number, created once (spec 000 §7). */
export type OnCallNumber = ReplyOf<typeof propertyEndpoints.createOnCallNumber>;

/** One of the property's contacts. */
export type PropertyContact = ReplyOf<typeof propertyEndpoints.contacts>['people'][number];

/** Creates the on-call number (asking again answers the same number). 400/409 are left to the caller. */
export function createOnCallNumber(propertyId: string): Promise<OnCallNumber> {
  return callEndpoint(propertyEndpoints.createOnCallNumber, { params: { id: propertyId }, body: {} });
}

export async function fetchContacts(propertyId: string, signal?: AbortSignal): Promise<PropertyContact[]> {
  return (await callEndpoint(propertyEndpoints.contacts, { params: { id: propertyId }, signal })).people;
}
