import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
// The precompiled validator alone: the package's index would also build an ajv compiler.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';
import type { ResourceDefinition, ResourceRecord } from '../../resources/definition.ts';
import { withFormMessages } from '../form-messages.ts';

/** One lazily loaded module per resource (written by generate.ts). */
const modules = import.meta.glob<ValidatorFunctions>('./generated/*.validator.js', { import: 'default' });

const cache = new Map<string, Promise<ValidatorType<ResourceRecord>>>();

/** The form validator of a resource (worded like the server); the same promise every time, so React's `use` can wait on it. */
export function validatorFor(
  definition: Pick<ResourceDefinition, 'name' | 'schema'>,
): Promise<ValidatorType<ResourceRecord>> {
  let validator = cache.get(definition.name);
  if (!validator) {
    const load = modules[`./generated/${definition.name}.validator.js`];
    validator = load
      ? load().then((fns) =>
          withFormMessages(createPrecompiledValidator<ResourceRecord>(fns, definition.schema as RJSFSchema)),
        )
      : Promise.reject(
          new Error(
            `No precompiled validator for '${definition.name}': run npx tsx src/client/crud/validation/generate.ts`,
          ),
        );
    cache.set(definition.name, validator);
  }
  return validator;
}
