import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../resources.config.ts';
import { generatedFile, precompiledModule, toEsModule } from '../../../src/client/crud/validation/precompile.ts';
import { validatorFor } from '../../../src/client/crud/validation/validators.ts';

const folder = path.resolve(import.meta.dirname, '../../../src/client/crud/validation');

describe('precompiled form validators (the CSP forbids compiling in the browser)', () => {
  it.each(resources.map((resource) => [resource.name, resource] as const))(
    '%s: the generated module matches its schema (else run npx tsx src/client/crud/validation/generate.ts)',
    (name, resource) => {
      const onDisk = fs.readFileSync(path.join(folder, generatedFile(name)), 'utf8');
      expect(onDisk).toBe(precompiledModule(name, resource.schema));
    },
  );

  it('loads a working validator for every resource; a new record lacks at most what the user must type', async () => {
    for (const resource of resources) {
      const validator = await validatorFor(resource);
      const { errors } = validator.validateFormData(resource.newRecord(), resource.schema as never);
      const missing = errors.filter(
        (error) => error.name === 'required' || (error.name === 'minLength' && error.params?.limit === 1),
      );
      expect(errors, resource.name).toEqual(missing);
    }
  });

  it('turns ajv CommonJS output into a module without imports, refusing unknown runtime helpers', () => {
    const code = toEsModule('"use strict";exports["-x1"] = validate1;function validate1(){return true}', 'demo');
    expect(code).toContain('export default { "-x1": validate1 };');
    expect(code).not.toMatch(/require|exports\[/);
    expect(() => toEsModule('const f = require("ajv/dist/runtime/uri").default;', 'demo')).toThrow(/RUNTIME/);
  });
});
