/** What any answer of the API must satisfy, whatever was sent (issue 9). */

/** Signs of internals: stack frames, source paths, SQL and driver wording. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\b(select|insert into|delete from)\b.+\b(from|values|where)\b/i,
  /syntax error at or near/i,
  /violates (unique|foreign key|check|not-null) constraint/i,
  /\brelation "\w+"/i,
  /invalid input syntax for/i,
  /\bFST_[A-Z_]+\b/,
  /"statusCode"\s*:/,
];

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The problems with one answer; empty when it is acceptable. */
export function answerProblems(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  if (answer.statusCode < 400) return problems;
  for (const leak of LEAKS) if (leak.test(answer.body)) problems.push(`leaks internals (${leak})`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return [...problems, `error body is not JSON: ${answer.body.slice(0, 80)}`];
  }
  problems.push(...errorShapeProblems(parsed));
  return problems;
}

/** `{ message, validationErrors?: [{ field, message }] }` and nothing else. */
export function errorShapeProblems(body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return ['error body is not an object'];
  const record = body as Record<string, unknown>;
  const problems: string[] = [];
  const extra = Object.keys(record).filter((key) => key !== 'message' && key !== 'validationErrors');
  if (extra.length > 0) problems.push(`error body has ${extra.join(', ')}`);
  if (typeof record.message !== 'string' || record.message === '') problems.push('error body has no message');
  if (record.validationErrors !== undefined) {
    const list = record.validationErrors;
    const valid =
      Array.isArray(list) &&
      list.every(
        (item) =>
          item !== null &&
          typeof item === 'object' &&
          typeof (item as Record<string, unknown>).field === 'string' &&
          typeof (item as Record<string, unknown>).message === 'string',
      );
    if (!valid) problems.push('validationErrors is not a list of { field, message }');
  }
  return problems;
}
