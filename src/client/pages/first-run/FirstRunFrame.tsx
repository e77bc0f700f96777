import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import logoUrl from '../../widgets/brand/logo.svg';

/** The first run's page before anybody is signed in: the product's name over one card with the page's heading. */
export function FirstRunFrame({ icon, title, children }: { icon?: ReactNode; title: string; children: ReactNode }) {
  return (
    <main className="first-run">
      <div className="first-run-brand">
        <img src={logoUrl} alt="" width={32} height={32} />
        <span>{PRODUCT_NAME}</span>
      </div>
      <Card className="first-run-card">
        {icon ? (
          <div className="first-run-icon" aria-hidden>
            {icon}
          </div>
        ) : null}
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
