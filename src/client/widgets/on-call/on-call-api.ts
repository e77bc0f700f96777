import { apiFetch, companyPath } from '../../api/http.ts';

/** POST /property/{id}/oncall/create (spec 000 §7): the property's on-call number, created once. */
export interface OnCallNumber {
  newPhoneNumberFriendly: string;
  newPhoneNumberE164: string;
}

/** One of the property's contacts (GET /property/{id}/poc). */
export interface PropertyContact {
  id: string;
  name: string;
  positionName: string | null;
  phoneNumber: string | null;
}

const propertyPath = (propertyId: string, rest: string) =>
  companyPath(`/property/${encodeURIComponent(propertyId)}/${rest}`);

/** Creates the on-call number (asking again answers the same number). 400/409 are left to the caller. */
export function createOnCallNumber(propertyId: string): Promise<OnCallNumber> {
  return apiFetch<OnCallNumber>(propertyPath(propertyId, 'oncall/create'), { method: 'POST', body: {} });
}

export async function fetchContacts(propertyId: string, signal?: AbortSignal): Promise<PropertyContact[]> {
  const body = await apiFetch<{ people: PropertyContact[] }>(propertyPath(propertyId, 'poc'), { signal });
  return body.people;
}
