import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplate } from './template-db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDumpPath: string;
  }
}

/** Migrates and seeds one template database for the whole API run. */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'property-ops-tests-'));
  const dumpPath = path.join(dir, 'template.tar');
  await createTemplate(dumpPath);
  project.provide('templateDumpPath', dumpPath);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
