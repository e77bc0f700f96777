import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { propertyEndpoints } from '../../schemas/property/endpoints.ts';
import { fictionalNumbers, friendlyUsNumber } from '../../src/server/adapters/phone-numbers/embedded.ts';
import { properties } from '../../src/server/db/schema/index.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { callEndpoint, okReply } from '../helpers/endpoint-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 9 point 6: the embedded provider's on-call numbers (100 fictional ones per area code) are
 * a pool per company, so one company cannot use up an area code for every other company.
 */

let t: TestApp;
let adminToken: string;
let summitToken: string;
let harborId: string;
let summitId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, summitToken, harborId, summitId } = await signInDemoAdmins(t));
});
afterAll(() => t?.close());

/** A new property of the company with a phone in area code 309; returns its id. */
async function newProperty(companyId: string, token: string, propertyNumber: string): Promise<string> {
  const body = { propertyNumber, name: `Pool test ${propertyNumber}`, numberOfUnits: 1, phoneNumber: '(309) 555-0190' };
  const property = await okReply(t.app, propertyEndpoints.save, { companyId, token, body });
  return property.id;
}

const createOnCall = (companyId: string, token: string, propertyId: string) =>
  callEndpoint(t.app, propertyEndpoints.createOnCallNumber, { companyId, token, params: { id: propertyId } });

describe('the embedded on-call number pool', () => {
  it('is per company: when one company has all 100 numbers of an area code, another still gets one', async () => {
    // Harbor's properties hold every fictional number of 309 (written directly: quicker than 100 calls).
    await t.database.db.insert(properties).values(
      fictionalNumbers('309').map((e164, n) => ({
        companyId: harborId,
        propertyNumber: `POOL-${n}`,
        name: `Pool ${n}`,
        phoneNumber: '(309) 555-0190',
        onCallPhoneNumberE164: e164,
        onCallPhoneNumberFriendly: friendlyUsNumber(e164),
      })),
    );
    const exhausted = await createOnCall(harborId, adminToken, await newProperty(harborId, adminToken, 'H-1'));
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json()).toEqual({ message: 'No on-call phone numbers are left in area code 309.' });

    const summitProperty = await newProperty(summitId, summitToken, 'S-1');
    const given = await createOnCall(summitId, summitToken, summitProperty);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ newPhoneNumberFriendly: '(309) 555-0100', newPhoneNumberE164: '+13095550100' });
  });
});
