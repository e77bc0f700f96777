import { Card } from 'antd';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import type { PageProps } from '../page-props.ts';
import { FolderBrowser } from './FolderBrowser.tsx';

/**
 * /resources (spec 000 §2, 001 §7 'Resources'): the company's library — its own folders and, in
 * the Properties folder, each property's — for any signed-in member. Who may change what is the
 * server's answer (docs/areas/documents.md).
 */
export function ResourcesPage({ title }: PageProps) {
  return (
    <div>
      <PageTitle style={{ marginTop: 0 }}>{title}</PageTitle>
      <Card>
        <FolderBrowser root={{ kind: 'company' }} />
      </Card>
    </div>
  );
}
