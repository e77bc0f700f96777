import { Drawer } from 'antd';
import { PRODUCT_NAME } from '../../domain/company/product.ts';
import { shellText } from '../i18n/en/shell.ts';
import { useText } from '../i18n/language.ts';
import { MainNav } from './MainNav.tsx';
import { SupportLinks } from './SupportLinks.tsx';

/** The phone/tablet navigation drawer: its own chunk, fetched the first time the menu opens. */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(shellText);
  return (
    <Drawer
      title={PRODUCT_NAME}
      placement="left"
      open={open}
      onClose={onClose}
      width={300}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
    >
      <nav aria-label={t('mainNavigation')}>
        <MainNav layout="drawer" onNavigate={onClose} />
      </nav>
      <div className="drawer-links">
        <SupportLinks variant="footer" />
      </div>
    </Drawer>
  );
}
