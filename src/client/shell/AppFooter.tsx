import { Layout } from 'antd';
import { PRODUCT_NAME } from '../../domain/company/product.ts';
import * as Typography from '../vendor/light-typography.tsx';
import { SupportLinks } from './SupportLinks.tsx';

export function AppFooter() {
  return (
    <Layout.Footer className="app-footer">
      <Typography.Text type="secondary">
        © {new Date().getFullYear()} {PRODUCT_NAME}
      </Typography.Text>
      <SupportLinks variant="footer" />
    </Layout.Footer>
  );
}
