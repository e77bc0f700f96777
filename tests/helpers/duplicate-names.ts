import { expect } from 'vitest';
import type { ApiResponse } from './api-call.ts';

/** How a setup entity's test file saves one record (create without id, rename with id). */
export interface NamedEntityApi {
  /** Saves `name` in Harbor (a new record, or renames record `id`). */
  save(name: string, id?: string): Promise<ApiResponse>;
  /** Saves a new record named `name` in Summit. */
  saveInOtherCompany(name: string): Promise<ApiResponse>;
  /** How many records Harbor has. */
  count(): Promise<number>;
  /** A name a Harbor record already has (seeded). */
  takenName: string;
}

const TAKEN = { message: 'name already exists', validationErrors: [{ field: 'name', message: 'already exists' }] };

/**
 * The one duplicate-name rule of every named setup entity (issue 9 point 16): a name another
 * record of the company has — in any case — is refused with 400 naming the field, on create, on
 * rename and when two saves race; a record keeps its own name in another case; another company
 * may use the name.
 */
export async function expectDuplicateNamesRefused(api: NamedEntityApi): Promise<void> {
  const before = await api.count();
  const create = await api.save(api.takenName.toUpperCase());
  expect(create.statusCode, create.body).toBe(400);
  expect(create.json()).toEqual(TAKEN);
  expect(await api.count()).toBe(before);

  const mine = (await api.save('Unique Name')).json() as { id: string };
  const rename = await api.save(` ${api.takenName.toLowerCase()} `, mine.id);
  expect(rename.statusCode, rename.body).toBe(400);
  expect(rename.json()).toEqual(TAKEN);
  const recase = await api.save('UNIQUE name', mine.id);
  expect(recase.statusCode, recase.body).toBe(200);
  expect((await api.saveInOtherCompany('Unique Name')).statusCode).toBe(200);

  // Two saves of one new name at once: the unique index decides, and the loser gets the same 400.
  const race = await Promise.all([api.save('Raced Name'), api.save('raced name')]);
  expect(race.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  expect(race.find((response) => response.statusCode === 400)?.json()).toEqual(TAKEN);
  expect(await api.count()).toBe(before + 2);
}
