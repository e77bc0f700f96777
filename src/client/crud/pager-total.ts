import type { ListTotal } from '../../domain/common/list-total.ts';
import { crudText } from '../i18n/en/crud.ts';
import { translate } from '../i18n/language.ts';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * The total part of a list's antd pagination: the pages up to `total`, and the summary
 * '1–25 of 1,234' (or 'of more than 125' while the server knows only a lower bound; the pager
 * then grows as the user pages on), in the app's language when the pager draws it (numbers the US way).
 */
export function pagerTotal(list: Partial<ListTotal> | undefined) {
  const known: ListTotal = { total: list?.total ?? 0, totalIsExact: list?.totalIsExact !== false };
  return {
    total: known.total,
    showTotal: (_total: number, [first, last]: [number, number]) =>
      translate(crudText, known.totalIsExact ? 'range' : 'rangeOfMoreThan', {
        first: count(first),
        last: count(last),
        total: count(known.total),
      }),
  };
}
