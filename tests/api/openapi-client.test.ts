import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generatedClientTypes } from '../contract-types/openapi-document.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a client generated from the published document (openapi-typescript)', () => {
  it('is the checked-in one that the type check compares with the contracts (npm run generate:openapi-types)', async () => {
    const generated = await generatedClientTypes(t.app.swagger() as unknown as Record<string, unknown>);
    const checkedIn = fs.readFileSync(path.join(import.meta.dirname, '../contract-types/openapi.generated.ts'), 'utf8');
    expect(checkedIn === generated, 'openapi.generated.ts is stale: run npm run generate:openapi-types').toBe(true);
  });
});
