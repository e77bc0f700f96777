import crypto from 'node:crypto';
import { loadOrCreateSecret } from '../../auth/secrets.ts';
import type { Db } from '../../db/connect.ts';

/** The installation's Ed25519 key pair that signs audit exports (kept in app_secrets like the provider's keys). */
export interface AuditSigningKey {
  keyId: string;
  /** PKCS#8 PEM. */
  privateKeyPem: string;
  /** SubjectPublicKeyInfo PEM: what anyone checks a signature with. */
  publicKeyPem: string;
}

const SECRET_NAME = 'audit.signing-key';
const loaded = new WeakMap<Db, Promise<AuditSigningKey>>();

function newKey(): AuditSigningKey {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('ed25519');
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  // The key id names the public key itself: the first bytes of its SHA-256.
  const keyId = crypto.createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16);
  return { keyId, privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKeyPem };
}

/** The key pair, created on first use (every process ends up with the one stored first). */
export function auditSigningKey(db: Db): Promise<AuditSigningKey> {
  let key = loaded.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, SECRET_NAME, async () => newKey());
    loaded.set(db, key);
    key.catch(() => loaded.delete(db));
  }
  return key;
}

/** Base64 Ed25519 signature of `text` (UTF-8). */
export function signText(key: AuditSigningKey, text: string): string {
  return crypto.sign(null, Buffer.from(text, 'utf8'), key.privateKeyPem).toString('base64');
}
