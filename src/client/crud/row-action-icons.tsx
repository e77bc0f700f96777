import { MailOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import type { RowActionIcon } from '../resources/definition.ts';

/** The icons a declaration's row actions name. */
export const ROW_ACTION_ICONS: Record<RowActionIcon, ReactNode> = {
  mail: <MailOutlined />,
};
