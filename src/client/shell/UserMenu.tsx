import { Button } from 'antd';
// The component itself: antd's Avatar export also carries Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar.js';
import { lazy, Suspense, useRef, useState } from 'react';
import { useSession } from '../session/session-context.ts';

const UserMenuPanel = lazy(() => import('./UserMenuPanel.tsx').then((m) => ({ default: m.UserMenuPanel })));

function initials(name: string): string {
  const parts = name.split(/[\s@.]+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0][0]}${parts[1][0]}` : (parts[0]?.slice(0, 2) ?? '?')).toUpperCase();
}

/**
 * The signed-in user's menu: who and where they are, Profile, company switch and Log out. The
 * trigger shows at once; the popover and its panel (UserMenuPanel) load on the first click.
 */
export function UserMenu({ showName }: { showName: boolean }) {
  const { userProfile } = useSession();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  if (!userProfile) return null;

  const trigger = (
    <Button
      ref={triggerRef}
      type="text"
      aria-label="Account menu"
      className="user-menu-trigger"
      onClick={
        used
          ? undefined
          : () => {
              refocus.current = document.activeElement === triggerRef.current;
              setUsed(true);
              setOpen(true);
            }
      }
    >
      <Avatar size="small" style={{ backgroundColor: '#0f766e' }}>
        {initials(userProfile.name)}
      </Avatar>
      {showName ? <span className="user-menu-name">{userProfile.name}</span> : null}
    </Button>
  );
  if (!used) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuPanel
        open={open}
        onOpenChange={setOpen}
        onMounted={() => {
          if (refocus.current) triggerRef.current?.focus();
        }}
      >
        {trigger}
      </UserMenuPanel>
    </Suspense>
  );
}
