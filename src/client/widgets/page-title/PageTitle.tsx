import type { CSSProperties, ReactNode } from 'react';
import * as Typography from '../../vendor/light-typography.tsx';

/**
 * The page's title and its one <h1> (WCAG 1.3.1 and 2.4.6, issue 23 item 15): every routed page
 * names itself with this, so a screen reader's heading list starts with the page. It is drawn at
 * the size the pages' titles always had (styles.css `.page-title`), whatever the level.
 */
export function PageTitle({
  children,
  className,
  style,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <Typography.Title level={1} className={className ? `page-title ${className}` : 'page-title'} style={style}>
      {children}
    </Typography.Title>
  );
}
