import type { TableColumnType } from 'antd';
import { crudText } from '../i18n/en/crud.ts';
import { translate } from '../i18n/language.ts';

/**
 * A table's 'Actions' column. It is pinned to the table's right edge, so on a laptop or a phone
 * the row's actions stay in view however far a wide table scrolls (the table needs `scroll.x`).
 * Every table's action column is built here (tests/architecture.test.ts checks it). Built at render
 * time, so its title is in the app's language.
 */
export function actionColumn<Row>(column: Omit<TableColumnType<Row>, 'key' | 'fixed'>): TableColumnType<Row> {
  return { key: 'actions', title: translate(crudText, 'actions'), fixed: 'right', ...column };
}
