import { MenuOutlined } from '@ant-design/icons';
import { Button, Grid, Layout } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../domain/company/product.ts';
import { shellText } from '../i18n/en/shell.ts';
import { useLanguage, useText } from '../i18n/language.ts';
// The product's icon (public/favicon.svg's twin): small enough that the build inlines it as a data: URL.
import logoUrl from '../widgets/brand/logo.svg';
import { MainNav } from './MainNav.tsx';
import { SupportLinks } from './SupportLinks.tsx';
import { UserMenu } from './UserMenu.tsx';
import { useBarFits } from './use-bar-fits.ts';

const NavDrawer = lazy(() => import('./NavDrawer.tsx').then((m) => ({ default: m.NavDrawer })));

function Brand() {
  const t = useText(shellText);
  return (
    <Link to="/" className="brand" aria-label={t('brandHome', { product: PRODUCT_NAME })}>
      <img src={logoUrl} alt="" width={28} height={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

/**
 * The navigation bar (only rendered when signed in). Wide screens get the items in the bar;
 * phones and tablets, where the nine items do not fit beside the name and links, get a menu
 * button that opens the same items in a drawer — and so does a wide screen whose items, in the
 * language spoken, turn out not to fit (measured: use-bar-fits.ts).
 */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  const fits = useBarFits(bar, useLanguage());
  const wide = screens.xl === true && fits;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const t = useText(shellText);

  return (
    <Layout.Header className="app-header">
      {wide ? null : (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('openNavigation')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
        />
      )}
      <Brand />
      {/* One 'Main' navigation landmark: in the header when wide, in the drawer on phones. */}
      {wide ? (
        <nav ref={setBar} className="app-header-nav" aria-label={t('mainNavigation')}>
          <MainNav layout="bar" />
        </nav>
      ) : (
        <div className="app-header-nav" />
      )}
      {wide ? <SupportLinks variant="header" /> : null}
      <UserMenu showName={screens.md === true} />
      {/* Mounted once first opened (then kept, so it can animate closed). */}
      {wide || !drawerUsed ? null : (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Layout.Header>
  );
}
