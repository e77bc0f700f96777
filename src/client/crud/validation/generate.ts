/**
 * Writes the precompiled form validators of every resource in resources.config.ts:
 *   npx tsx src/client/crud/validation/generate.ts
 * A unit test (tests/client/crud/validators.test.ts) fails while any of them is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resources } from '../../../../resources.config.ts';
import { generatedFile, precompiledModule } from './precompile.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const wanted = new Set<string>();
for (const resource of resources) {
  const file = path.join(here, generatedFile(resource.name));
  wanted.add(file);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, precompiledModule(resource.name, resource.schema));
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
// Validators of resources that are no longer declared.
for (const entry of fs.readdirSync(path.join(here, 'generated'))) {
  const file = path.join(here, 'generated', entry);
  if (entry.endsWith('.validator.js') && !wanted.has(file)) {
    fs.rmSync(file);
    console.log(`removed ${path.relative(process.cwd(), file)}`);
  }
}
