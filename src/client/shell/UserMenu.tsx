import { Button } from 'antd';
// The component itself: antd's Avatar export also carries Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar.js';
import { lazy, Suspense, useRef, useState } from 'react';
import { shellText } from '../i18n/en/shell.ts';
import { useText } from '../i18n/language.ts';
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
  const t = useText(shellText);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  if (!userProfile) return null;

  const trigger = (
    // Named by what it shows (WCAG 2.5.3 label in name): the user's name, hidden on phones but
    // still read, then what it opens. The initials repeat the name, so they are not read.
    <Button
      ref={triggerRef}
      type="text"
      aria-expanded={open}
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
      <Avatar size="small" style={{ backgroundColor: '#0f766e' }} aria-hidden>
        {initials(userProfile.name)}
      </Avatar>
      <span className={showName ? 'user-menu-name' : 'visually-hidden'}>{userProfile.name}</span>
      <span className="visually-hidden">{t('accountMenu')}</span>
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
