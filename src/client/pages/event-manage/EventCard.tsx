import { Card, Descriptions } from 'antd';
import type { TextOf } from '../../i18n/catalogue.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { severityName } from '../events/value-names.ts';
import type { EventForDisplay } from './event-manage-api.ts';

function addressLines(address: EventForDisplay['property']['address']): string {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.streetAddress1, cityLine].filter(Boolean).join('\n');
}

function emergencyText(involved: boolean | null, t: TextOf<typeof eventManageText.en>): string {
  if (involved === null) return t('notAnswered');
  return involved ? t('yes') : t('no');
}

/** The event details card (spec 001 §2): property name and address, severity, emergency services, type, category. */
export function EventCard({ event }: { event: EventForDisplay }) {
  const t = useText(eventManageText);
  return (
    <Card title={t('eventDetails')} size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'property', label: t('property'), children: `${event.property.name} (#${event.property.number})` },
          {
            key: 'address',
            label: t('address'),
            children: <span style={{ whiteSpace: 'pre-line' }}>{addressLines(event.property.address) || '—'}</span>,
          },
          { key: 'severity', label: t('severity'), children: severityName(event.severityLevel) },
          {
            key: 'emergency',
            label: t('emergencyServices'),
            children: emergencyText(event.emergencyServicesInvolved, t),
          },
          { key: 'type', label: t('type'), children: event.type.name },
          { key: 'category', label: t('category'), children: event.category?.name ?? '—' },
          { key: 'reportedBy', label: t('reportedBy'), children: event.reportedByName ?? '—' },
        ]}
      />
    </Card>
  );
}
