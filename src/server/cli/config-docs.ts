/** Rewrites docs/configuration.md's table of environment variables from src/server/config-schema.ts. */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withConfigurationTable } from '../config-schema.ts';

const page = fileURLToPath(new URL('../../../docs/configuration.md', import.meta.url));
fs.writeFileSync(page, withConfigurationTable(fs.readFileSync(page, 'utf8')));
