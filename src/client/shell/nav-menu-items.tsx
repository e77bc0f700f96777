import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { NavItem } from '../rules/navigation.ts';

type MenuItems = NonNullable<MenuProps['items']>;

/** antd Menu items from the visible navigation: every entry is a real link with the spec's label. */
export function navMenuItems(items: readonly NavItem[]): MenuItems {
  return items.map((item) =>
    item.kind === 'link'
      ? { key: item.key, label: <Link to={item.path}>{item.label}</Link> }
      : {
          key: item.key,
          label: item.label,
          children: item.children.map((child) => ({
            key: child.key,
            label: <Link to={child.path}>{child.label}</Link>,
          })),
        },
  );
}
