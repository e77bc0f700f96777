import { type PointerEvent as ReactPointerEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../i18n/language.ts';
import { activeNavKey, type NavLink, type NavMenu, navLabel, visibleNavigation } from '../rules/navigation.ts';
import { useSession } from '../session/session-context.ts';
import { APP_ROUTES } from './app-routes.ts';

interface MainNavProps {
  /** 'bar' in the header on wide screens (menus pop up, also on hover); 'drawer' on phones. */
  layout: 'bar' | 'drawer';
  onNavigate?: () => void;
}

/**
 * The navigation bar of spec 000 §2: each item only when its permission (and feature) holds.
 * Plain links, and for Procedures, Setup and Reports a disclosure button whose list of links
 * opens below it (WAI-ARIA's disclosure navigation pattern). Written out rather than antd's Menu:
 * the Menu and its popup machinery were 29 KB of every wide first visit, for nine links.
 */
export function MainNav({ layout, onNavigate }: MainNavProps) {
  const { permissions, features, currentCompany, status } = useSession();
  const { pathname } = useLocation();
  // The items' names are in the app's language: a change of language draws them again.
  useLanguage();
  const items = useMemo(() => visibleNavigation({ permissions, features }, APP_ROUTES), [permissions, features]);
  const [openKey, setOpenKey] = useState<string | null>(null);
  // A page change closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setOpenKey(null), [pathname]);
  // Nothing to navigate to until a company is open and its permissions are in (they decide the
  // items): not a menu of the one item everyone has, filling in a moment later.
  if (!currentCompany || status !== 'ready' || items.length === 0) return null;

  const active = activeNavKey(pathname);
  const followLink = () => {
    setOpenKey(null);
    onNavigate?.();
  };
  return (
    <ul className={`main-nav main-nav-${layout}`}>
      {items.map((item) =>
        item.kind === 'link' ? (
          <li key={item.key}>
            <MainNavLink link={item} active={active === item.key} onFollow={followLink} />
          </li>
        ) : (
          <MainNavMenu
            key={item.key}
            menu={item}
            activeKey={active}
            open={openKey === item.key}
            onOpenChange={(open) => setOpenKey((current) => (open ? item.key : current === item.key ? null : current))}
            opensOnHover={layout === 'bar'}
            onFollow={followLink}
          />
        ),
      )}
    </ul>
  );
}

function MainNavLink({ link, active, onFollow }: { link: NavLink; active: boolean; onFollow: () => void }) {
  return (
    <Link
      to={link.path}
      className={active ? 'main-nav-item main-nav-item-active' : 'main-nav-item'}
      aria-current={active ? 'page' : undefined}
      onClick={onFollow}
    >
      {navLabel(link)}
    </Link>
  );
}

/** How long the pointer may be off a menu on its way to the popup before it closes. */
const HOVER_CLOSE_DELAY_MS = 200;

interface MainNavMenuProps {
  menu: NavMenu;
  activeKey: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opensOnHover: boolean;
  onFollow: () => void;
}

function MainNavMenu({ menu, activeKey, open, onOpenChange, opensOnHover, onFollow }: MainNavMenuProps) {
  const popupId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // Opened by the pointer resting on it: a click then keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const holdsActivePage = menu.children.some((child) => child.key === activeKey);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  // A click anywhere else closes it (focus does not move off a button on every platform).
  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open, onOpenChange]);

  const hoverHandlers = opensOnHover
    ? {
        onPointerEnter: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(closeTimer.current);
          if (!open) openedByHover.current = true;
          onOpenChange(true);
        },
        onPointerLeave: (event: ReactPointerEvent) => {
          if (event.pointerType !== 'mouse') return;
          closeTimer.current = window.setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
        },
      }
    : {};

  return (
    <li
      ref={itemRef}
      className="main-nav-menu"
      {...hoverHandlers}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        onOpenChange(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={holdsActivePage ? 'main-nav-item main-nav-item-active' : 'main-nav-item'}
        aria-expanded={open}
        aria-controls={popupId}
        onClick={() => {
          const keepOpen = open && openedByHover.current;
          openedByHover.current = false;
          onOpenChange(keepOpen || !open);
        }}
      >
        {navLabel(menu)}
      </button>
      <ul id={popupId} className="main-nav-popup" hidden={!open}>
        {menu.children.map((child) => (
          <li key={child.key}>
            <MainNavLink link={child} active={child.key === activeKey} onFollow={onFollow} />
          </li>
        ))}
      </ul>
    </li>
  );
}
