import { type ListTotal, rangeText } from '../../domain/common/list-total.ts';

/**
 * The total part of a list's antd pagination: the pages up to `total`, and the summary
 * '1–25 of 1,234' (or 'of more than 125' while the server knows only a lower bound; the pager
 * then grows as the user pages on).
 */
export function pagerTotal(list: Partial<ListTotal> | undefined) {
  const known: ListTotal = { total: list?.total ?? 0, totalIsExact: list?.totalIsExact !== false };
  return {
    total: known.total,
    showTotal: (_total: number, [first, last]: [number, number]) => rangeText(first, last, known),
  };
}
