import { eq } from 'drizzle-orm';
import { CANONICAL_UUID_PATTERN } from '../../../domain/common/uuid.ts';
import type { Db } from '../../db/connect.ts';
import { companies } from '../../db/schema/index.ts';
import { sealCompany } from './seal.ts';
import { verifyChain } from './verify.ts';

export const AUDIT_VERIFY_USAGE = 'Usage: npm run audit:verify -- --company <company id>';

/** Exit codes of `npm run audit:verify` (docs/integrations.md 'Audit trail'). */
export const AUDIT_VERIFY_EXIT = { ok: 0, broken: 1, usage: 2, unavailable: 3 } as const;

/** The company id of `--company <id>` (or `--company=<id>`); null when the arguments are not exactly that. */
export function companyArgument(args: readonly string[]): string | null {
  const [first, second, ...rest] = args;
  const value =
    first?.startsWith('--company=') && second === undefined
      ? first.slice(10)
      : first === '--company' && rest.length === 0
        ? second
        : undefined;
  return value && new RegExp(`^${CANONICAL_UUID_PATTERN}$`, 'i').test(value) ? value.toLowerCase() : null;
}

/**
 * The command's work on an open database: seals what is pending, walks the chain and prints the
 * outcome; answers the exit code (0 the chain holds, 1 a broken link, 2 no such company).
 */
export async function runAuditVerify(db: Db, companyId: string, print: (line: string) => void): Promise<number> {
  const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
  if (!company) {
    print(`No company has the id ${companyId}.`);
    return AUDIT_VERIFY_EXIT.usage;
  }
  await sealCompany(db, companyId);
  const check = await verifyChain(db, companyId);
  if (check.ok) {
    print(
      `The audit trail of "${company.name}" is intact: ${check.count} entries, head #${check.headSeq} ${check.headHash}`,
    );
    return AUDIT_VERIFY_EXIT.ok;
  }
  const why = {
    gap: 'the entry is missing (a gap in seq)',
    previousHash: 'its previous hash is not the hash of the entry before',
    hash: 'its hash does not match its content',
  }[check.reason];
  print(
    `The audit trail of "${company.name}" is BROKEN at entry #${check.brokenAtSeq}: ${why} (${check.count} entries before it hold).`,
  );
  return AUDIT_VERIFY_EXIT.broken;
}
