import { LogoutOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Divider, Flex, Popover } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../session/session-context.ts';
import * as Typography from '../vendor/light-typography.tsx';

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0][0]}${parts[1][0]}` : (parts[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

/** The signed-in user's menu: who and where they are, Profile, company switch and Log out. */
export function UserMenu({ showName }: { showName: boolean }) {
  const { userProfile, currentCompany, companies, positionName, actions } = useSession();
  const [open, setOpen] = useState(false);
  if (!userProfile) return null;
  const close = () => setOpen(false);

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
        <UserOutlined /> Profile
      </Link>
      {companies.length > 1 ? (
        <Link to="/pickCompanyOfInterest" onClick={close}>
          <SwapOutlined /> Switch company
        </Link>
      ) : null}
      <Button icon={<LogoutOutlined />} onClick={() => void actions.logout()} style={{ marginTop: 8 }} block>
        Log out
      </Button>
    </Flex>
  );

  return (
    <Popover content={panel} trigger="click" placement="bottomRight" open={open} onOpenChange={setOpen}>
      <Button type="text" aria-label="Account menu" className="user-menu-trigger">
        <Avatar size="small" style={{ backgroundColor: '#0f766e' }}>
          {initials(userProfile.name)}
        </Avatar>
        {showName ? <span className="user-menu-name">{userProfile.name}</span> : null}
      </Button>
    </Popover>
  );
}
