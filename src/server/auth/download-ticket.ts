import crypto from 'node:crypto';
import { DOWNLOAD_TICKET_SECONDS } from '../../../schemas/download-ticket.ts';
import type { Db } from '../db/connect.ts';
import { BadRequestError, UnauthorizedError } from '../http/errors.ts';
import type { VerifiedIdentity } from './identity.ts';
import { loadOrCreateSecret } from './secrets.ts';

/**
 * Download tickets (schemas/download-ticket.ts): `<claims>.<mac>`, the claims base64url JSON, the
 * mac their HMAC-SHA256 under a key made on first use and shared through the database (every
 * process checks every other's tickets). A ticket names who asked (subject, e-mail, the sign-in's
 * grant), the exact path and query it opens and when it expires; the guard checks it in place of a
 * bearer token on export endpoints, then membership and permission as for any call. Not stored:
 * one may be used more than once within its minute (a browser retrying the download).
 */

const KEY_NAME = 'download-tickets.hmac-key';
const MAC_CONTEXT = 'download-ticket.v1.';
export const TICKET_PARAM = 'ticket';
/** HMAC-SHA256's length. */
const MAC_BYTES = 32;

interface TicketClaims {
  sub: string;
  email: string;
  gid?: string;
  path: string;
  query: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const keys = new WeakMap<Db, Promise<Buffer>>();

function ticketKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, KEY_NAME, async () => crypto.randomBytes(32).toString('base64url')).then((value) =>
      Buffer.from(value, 'base64url'),
    );
    // A failed read (the database away) is not remembered: the next ticket tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const macOf = (key: Buffer, claims: string) =>
  crypto.createHmac('sha256', key).update(MAC_CONTEXT).update(claims).digest();

/** The path and the query without the ticket, in the order given: what a ticket binds. */
function target(url: string): { path: string; query: string; ticket: string | null } {
  const parsed = new URL(url, 'http://ticket.invalid');
  const ticket = parsed.searchParams.get(TICKET_PARAM);
  parsed.searchParams.delete(TICKET_PARAM);
  return { path: parsed.pathname, query: parsed.searchParams.toString(), ticket };
}

/**
 * A ticket for `url` (an export's path and query under /api/company/{companyId}/), answered as
 * that url with the ticket added. The path must be an export of this company; whether the caller
 * may read it is checked when it is used.
 */
export async function issueDownloadTicket(
  db: Db,
  input: { identity: VerifiedIdentity; companyId: string; url: string; now: Date },
): Promise<string> {
  const { path, query, ticket } = target(input.url);
  if (!path.startsWith(`/api/company/${input.companyId}/`) || !path.endsWith('/export') || ticket !== null) {
    throw new BadRequestError('The address is not an export of this company.', [
      { field: 'url', message: 'Not an export of this company' },
    ]);
  }
  const claims: TicketClaims = {
    sub: input.identity.subject,
    email: input.identity.email,
    ...(input.identity.grantId ? { gid: input.identity.grantId } : {}),
    path,
    query,
    exp: Math.floor(input.now.getTime() / 1000) + DOWNLOAD_TICKET_SECONDS,
  };
  const text = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = macOf(await ticketKey(db), text).toString('base64url');
  const params = new URLSearchParams(query);
  params.append(TICKET_PARAM, `${text}.${mac}`);
  return `${path}?${params.toString()}`;
}

const refused = () => new UnauthorizedError('The download link is not valid or has expired.');

/**
 * Who a ticket speaks for, when it is genuine, unexpired and was made for exactly this request's
 * path and query (`url`: the request's raw address, the ticket in it); 401 otherwise. Whether the
 * sign-in still stands is the guard's next check, as for a token.
 */
export async function readDownloadTicket(db: Db, url: string, now: Date): Promise<VerifiedIdentity> {
  const { path, query, ticket } = target(url);
  const [text, mac, extra] = (ticket ?? '').split('.');
  if (!text || !mac || extra !== undefined) throw refused();
  const given = Buffer.from(mac, 'base64url');
  // A mac of the wrong length is refused before the key is read (or, on an installation that has
  // issued no ticket yet, made): a refused request changes nothing.
  if (given.length !== MAC_BYTES) throw refused();
  const expected = macOf(await ticketKey(db), text);
  if (!crypto.timingSafeEqual(given, expected)) throw refused();
  let claims: TicketClaims;
  try {
    claims = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as TicketClaims;
  } catch {
    throw refused();
  }
  if (claims.path !== path || claims.query !== query) throw refused();
  if (!(claims.exp > now.getTime() / 1000)) throw refused();
  return {
    subject: claims.sub,
    email: claims.email,
    expiresAt: claims.exp,
    ...(claims.gid ? { grantId: claims.gid } : {}),
  };
}

/** Whether a request carries a ticket (only export endpoints read one). */
export function hasTicket(query: unknown): boolean {
  return typeof (query as Record<string, unknown> | null)?.[TICKET_PARAM] === 'string';
}
