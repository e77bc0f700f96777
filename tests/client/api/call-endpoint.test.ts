import { describe, expect, it } from 'vitest';
import { vendorEndpoints } from '../../../schemas/vendor.ts';
import { endpointPath, envelopeOf } from '../../../src/client/api/call-endpoint.ts';
import { configureHttp } from '../../../src/client/api/http.ts';

describe('endpointPath (the typed client)', () => {
  configureHttp({ getCompanyId: () => 'c1' });

  it('puts company endpoints under the current company and fills path parameters, encoded', () => {
    expect(endpointPath(vendorEndpoints.list)).toBe('/api/company/c1/vendors');
    expect(endpointPath(vendorEndpoints.detail, { id: 'a b' })).toBe('/api/company/c1/vendors/a%20b');
  });

  it('refuses a call that lacks a path parameter instead of calling a wrong address', () => {
    expect(() => endpointPath(vendorEndpoints.detail, {})).toThrow("the path parameter 'id' is missing");
  });

  it('reads the envelope key of a reply, or the whole reply without one', () => {
    expect(envelopeOf(vendorEndpoints.list, { vendors: [1], total: 1 })).toEqual([1]);
    expect(envelopeOf({ ...vendorEndpoints.list, envelope: undefined }, { total: 1 })).toEqual({ total: 1 });
  });
});
