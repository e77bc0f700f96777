import { Menu } from 'antd';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { activeNavKey, visibleNavigation } from '../rules/navigation.ts';
import { useSession } from '../session/session-context.ts';
import { APP_ROUTES } from './app-routes.ts';
import { navMenuItems } from './nav-menu-items.tsx';

interface TopNavProps {
  /** 'horizontal' in the header on wide screens, 'inline' in the mobile drawer. */
  mode: 'horizontal' | 'inline';
  onNavigate?: () => void;
}

/** The navigation bar of spec 000 §2: each item only when its permission (and feature) holds. */
export function TopNav({ mode, onNavigate }: TopNavProps) {
  const { permissions, features, currentCompany } = useSession();
  const { pathname } = useLocation();
  const items = useMemo(
    () => navMenuItems(visibleNavigation({ permissions, features }, APP_ROUTES)),
    [permissions, features],
  );
  const active = activeNavKey(pathname);
  // Nothing to navigate to until a company is open (its permissions decide the items).
  if (!currentCompany || items.length === 0) return null;
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={active ? [active] : []}
      onClick={onNavigate}
      className={mode === 'horizontal' ? 'app-nav' : undefined}
    />
  );
}
