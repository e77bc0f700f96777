import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyResourceEndpoints } from '../../schemas/resource/endpoints.ts';
import { vendorTypeEndpoints } from '../../schemas/vendor-type.ts';
import { signInDemoAdmins } from '../helpers/api-call.ts';
import { endpointUrl } from '../helpers/endpoint-call.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The API's messages in the requester's language (issue 27): the app sends `Accept-Language`
 * with the language it speaks; a refusal's `message`, `validationErrors[].message` and
 * `failureReason` answer in it, and stay the specification's English without it.
 */
let t: TestApp;
let adminToken: string;
let harborId: string;

beforeAll(async () => {
  t = await buildTestApp();
  ({ adminToken, harborId } = await signInDemoAdmins(t, { companyIdsFrom: 'handlelogin' }));
}, 60_000);
afterAll(() => t?.close());

function post(url: string, payload: object, acceptLanguage?: string, token: string | undefined = adminToken) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
  });
}

const saveVendorType = (payload: object, acceptLanguage?: string) =>
  post(endpointUrl(vendorTypeEndpoints.save, harborId), payload, acceptLanguage);

describe('the language of the API messages', () => {
  it("answers a body the schema refuses in the requester's language, in English without Accept-Language", async () => {
    const english = await saveVendorType({ name: '' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'name is required',
      validationErrors: [{ field: 'name', message: 'is required' }],
    });

    const spanish = await saveVendorType({ name: '' }, 'es-MX,es;q=0.9,en;q=0.8');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json()).toEqual({
      message: 'name es obligatorio',
      validationErrors: [{ field: 'name', message: 'es obligatorio' }],
    });

    // A language the product does not speak: English.
    expect((await saveVendorType({ name: '' }, 'de-DE')).json()).toEqual(english.json());
  });

  it("answers a service's refusal (a taken name) in the language", async () => {
    const english = await saveVendorType({ name: 'Roofing' }, 'en-US');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      message: 'name already exists',
      validationErrors: [{ field: 'name', message: 'already exists' }],
    });
    expect((await saveVendorType({ name: 'Roofing' }, 'es')).json()).toEqual({
      message: 'name ya existe',
      validationErrors: [{ field: 'name', message: 'ya existe' }],
    });
  });

  it("answers a refusal's failureReason in the language, its values carried over", async () => {
    const url = endpointUrl(companyResourceEndpoints.saveFolder, harborId);
    expect((await post(url, { name: '   ' })).json()).toEqual({ success: false, failureReason: 'Name is required.' });
    expect((await post(url, { name: '   ' }, 'es')).json()).toEqual({
      success: false,
      failureReason: 'El nombre es obligatorio.',
    });

    expect((await post(url, { name: 'Idiomas' })).statusCode).toBe(200);
    expect((await post(url, { name: 'idiomas' })).json()).toEqual({
      success: false,
      failureReason: 'A folder named "idiomas" already exists here.',
    });
    expect((await post(url, { name: 'idiomas' }, 'es')).json()).toEqual({
      success: false,
      failureReason: 'Ya existe aquí una carpeta llamada "idiomas".',
    });
  });

  it('answers the errors of every route (no token, no such address) in the language', async () => {
    const url = endpointUrl(vendorTypeEndpoints.save, harborId);
    const anonymous = await post(url, { name: 'x' }, undefined, '');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Authentication required.' });
    const anonymousSpanish = await post(url, { name: 'x' }, 'es', '');
    expect(anonymousSpanish.statusCode).toBe(401);
    expect(anonymousSpanish.json()).toEqual({ message: 'Debe iniciar sesión.' });

    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The requested resource was not found.' });
    const missingSpanish = await t.app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'accept-language': 'es' },
    });
    expect(missingSpanish.json()).toEqual({ message: 'No se encontró el recurso solicitado.' });
  });
});
