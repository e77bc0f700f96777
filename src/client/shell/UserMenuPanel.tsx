import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Divider, Flex, Popover } from 'antd';
import { type ReactElement, useEffect } from 'react';
import { Link } from 'react-router';
import { shellText } from '../i18n/en/shell.ts';
import { useText } from '../i18n/language.ts';
import { logoutWithOutbox } from '../offline/logout-with-outbox.tsx';
import { useSession } from '../session/session-context.ts';
import * as Typography from '../vendor/light-typography.tsx';

interface UserMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once mounted: the trigger was re-created around the popover (focus goes back to it). */
  onMounted: () => void;
  children: ReactElement;
}

/**
 * The user menu's popover and panel: its own chunk, fetched the first time the menu opens
 * (nothing of it shows before), so the first page does without Popover and Divider.
 */
export function UserMenuPanel({ open, onOpenChange, onMounted, children }: UserMenuPanelProps) {
  const { userProfile, currentCompany, companies, positionName, actions } = useSession();
  const t = useText(shellText);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => onMounted(), []);
  if (!userProfile) return children;
  const close = () => onOpenChange(false);

  const panel = (
    <Flex vertical gap={4} style={{ minWidth: 220 }}>
      <Typography.Text strong>{userProfile.name}</Typography.Text>
      {userProfile.email ? <Typography.Text type="secondary">{userProfile.email}</Typography.Text> : null}
      {currentCompany ? (
        <Typography.Text type="secondary">
          {currentCompany.companyName}
          {positionName ? ` · ${positionName}` : ''}
        </Typography.Text>
      ) : null}
      <Divider style={{ margin: '8px 0' }} />
      <Link to="/profile" onClick={close}>
        <UserOutlined /> {t('profile')}
      </Link>
      {companies.length > 1 ? (
        <Link to="/pickCompanyOfInterest" onClick={close}>
          <SwapOutlined /> {t('switchCompany')}
        </Link>
      ) : null}
      <Button
        icon={<LogoutOutlined />}
        onClick={() => void logoutWithOutbox(actions.logout)}
        style={{ marginTop: 8 }}
        block
      >
        {t('logOut')}
      </Button>
    </Flex>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={onOpenChange}>
      {children}
    </Popover>
  );
}
