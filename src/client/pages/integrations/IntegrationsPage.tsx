import { integrationsText } from '../../i18n/en/integrations.ts';
import { useText } from '../../i18n/language.ts';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { usePageTitle } from '../common/use-page-title.ts';
import type { PageProps } from '../page-props.ts';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { WebhooksSection } from './webhooks/WebhooksSection.tsx';

/** Setup → Integrations (issue 28): the company's API keys, then its webhooks. Needs manageIntegrations. */
export function IntegrationsPage({ title }: PageProps) {
  usePageTitle(title);
  const t = useText(integrationsText);
  return (
    <div style={{ maxWidth: 1100 }}>
      <PageTitle>{title}</PageTitle>
      <p style={{ maxWidth: 720 }}>{t('intro')}</p>
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
