import { offlineDatabase } from './outbox-store.ts';

/** Values kept on the device by name, beside the outbox (the field reads kept for offline use). */

export async function get<T>(name: string): Promise<T | undefined> {
  return (await (await offlineDatabase()).get('values', name)) as T | undefined;
}

export async function set(name: string, value: unknown): Promise<void> {
  await (await offlineDatabase()).put('values', value, name);
}

export async function del(name: string): Promise<void> {
  await (await offlineDatabase()).delete('values', name);
}
