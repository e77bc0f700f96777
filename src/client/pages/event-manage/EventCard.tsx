import { Card, Descriptions } from 'antd';
import { severityLabel } from '../../../domain/events/event-severity.ts';
import type { EventForDisplay } from './event-manage-api.ts';

function addressLines(address: EventForDisplay['property']['address']): string {
  const cityLine = [address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.streetAddress1, cityLine].filter(Boolean).join('\n');
}

function emergencyText(involved: boolean | null): string {
  if (involved === null) return 'Not answered';
  return involved ? 'Yes' : 'No';
}

/** The event details card (spec 001 §2): property name and address, severity, emergency services, type, category. */
export function EventCard({ event }: { event: EventForDisplay }) {
  return (
    <Card title="Event Details" size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'property', label: 'Property', children: `${event.property.name} (#${event.property.number})` },
          {
            key: 'address',
            label: 'Address',
            children: <span style={{ whiteSpace: 'pre-line' }}>{addressLines(event.property.address) || '—'}</span>,
          },
          { key: 'severity', label: 'Severity', children: severityLabel(event.severityLevel) },
          {
            key: 'emergency',
            label: 'Emergency Services Involved',
            children: emergencyText(event.emergencyServicesInvolved),
          },
          { key: 'type', label: 'Type', children: event.type.name },
          { key: 'category', label: 'Category', children: event.category?.name ?? '—' },
          { key: 'reportedBy', label: 'Reported By', children: event.reportedByName ?? '—' },
        ]}
      />
    </Card>
  );
}
