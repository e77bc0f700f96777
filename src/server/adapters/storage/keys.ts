import crypto from 'node:crypto';

/** A key is slash-separated segments of letters, digits, '-' and '_': no dots, so never '..' and never a user's name. */
const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** A new random key for a company's file: `<companyId>/<uuid>`. */
export function newFileKey(companyId: string): string {
  return checkedKey(`${companyId}/${crypto.randomUUID()}`);
}

/** The key itself when it is well formed; throws otherwise (a store never touches a path it did not make). */
export function checkedKey(key: string): string {
  if (key.length > 512 || !KEY.test(key)) throw new Error(`Invalid file key '${key}'`);
  return key;
}
