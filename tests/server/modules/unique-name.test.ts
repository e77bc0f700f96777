import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../../src/server/db/unique-violation.ts';
import { BadRequestError } from '../../../src/server/http/errors.ts';
import { NAME_TAKEN, refuseNameClash } from '../../../src/server/modules/shared/unique-name.ts';

/** What Drizzle throws for a failed statement: the driver's error as the cause. */
const violation = (constraint?: string) =>
  Object.assign(new Error('Failed query'), { cause: { code: '23505', ...(constraint ? { constraint } : {}) } });

describe('isUniqueViolation', () => {
  it('finds the 23505 of either driver, also wrapped, and of the named index only', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(violation('roles_uq'))).toBe(true);
    expect(isUniqueViolation(violation('roles_uq'), 'roles_uq')).toBe(true);
    expect(isUniqueViolation(violation('other_uq'), 'roles_uq')).toBe(false);
    // A driver that does not name the index: the service's own check just ran, so it counts.
    expect(isUniqueViolation(violation(), 'roles_uq')).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('x'), { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

describe('refuseNameClash', () => {
  it("answers a violation of the name index (a concurrent save) as the check's 400 naming the field", async () => {
    const refused = refuseNameClash('roles_uq', () => Promise.reject(violation('roles_uq')));
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toMatchObject({
      statusCode: 400,
      message: `name ${NAME_TAKEN}`,
      validationErrors: [{ field: 'name', message: NAME_TAKEN }],
    });
  });

  it('passes the result through, and any other error unchanged', async () => {
    expect(await refuseNameClash('roles_uq', async () => 'saved')).toBe('saved');
    const other = violation('people_company_email_uq');
    await expect(refuseNameClash('roles_uq', () => Promise.reject(other))).rejects.toBe(other);
  });
});
