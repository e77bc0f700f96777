import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Layout } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { SupportLinks } from './SupportLinks.tsx';
import { TopNav } from './TopNav.tsx';
import { PRODUCT_NAME } from './theme.ts';
import { UserMenu } from './UserMenu.tsx';

function Brand() {
  return (
    <Link to="/" className="brand" aria-label={`${PRODUCT_NAME} home`}>
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span>{PRODUCT_NAME}</span>
    </Link>
  );
}

/**
 * The navigation bar (only rendered when signed in). Wide screens get the horizontal menu;
 * phones and tablets get a menu button that opens the same items in a drawer.
 */
export function AppHeader() {
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Layout.Header className="app-header">
      {wide ? null : (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label="Open navigation"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        />
      )}
      <Brand />
      {/* One 'Main' navigation landmark: in the header when wide, in the drawer on phones. */}
      {wide ? (
        <nav className="app-header-nav" aria-label="Main">
          <TopNav mode="horizontal" />
        </nav>
      ) : (
        <div className="app-header-nav" />
      )}
      {wide ? <SupportLinks variant="header" /> : null}
      <UserMenu showName={screens.md === true} />
      {wide ? null : (
        <Drawer
          title={PRODUCT_NAME}
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          width={300}
          styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
        >
          <nav aria-label="Main">
            <TopNav mode="inline" onNavigate={() => setDrawerOpen(false)} />
          </nav>
          <div className="drawer-links">
            <SupportLinks variant="footer" />
          </div>
        </Drawer>
      )}
    </Layout.Header>
  );
}
