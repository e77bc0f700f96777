/**
 * The total beside every list page. Lists count their matches only a few pages past the page
 * they show (the server's countLimit), so `total` is exact near the end of a list and otherwise
 * a lower bound: there are more than `total` rows, and the pager offers the pages up to it.
 */
export interface ListTotal {
  total: number;
  totalIsExact: boolean;
}

/**
 * The total of a list answer: `total` and `totalIsExact` when the answer has them; an answer
 * without a number counts the rows it holds, and one without the flag is exact.
 */
export function listTotalOf(body: unknown, rowsOnPage: number): ListTotal {
  const fields = (body ?? {}) as { total?: unknown; totalIsExact?: unknown };
  if (typeof fields.total !== 'number') return { total: rowsOnPage, totalIsExact: true };
  return { total: fields.total, totalIsExact: fields.totalIsExact !== false };
}
