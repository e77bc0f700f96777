import fs from 'node:fs';
import path from 'node:path';
import { generatedClientTypes, openApiDocument } from './openapi-document.ts';

/** Writes tests/contract-types/openapi.generated.ts: what a third-party client would generate. */
const target = path.join(import.meta.dirname, 'openapi.generated.ts');
fs.writeFileSync(target, await generatedClientTypes(await openApiDocument()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
