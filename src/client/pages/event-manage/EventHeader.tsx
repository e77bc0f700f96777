import { Button, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { EVENTS_LIST_PATH } from '../../../domain/event-manage-tabs.ts';
import { localDateTimeText } from '../../../domain/local-time-text.ts';
import { DeleteEventModal } from './DeleteEventModal.tsx';
import type { EventForDisplay } from './event-manage-api.ts';
import { useMayDeleteEvents } from './use-event-rights.ts';

/**
 * The header (spec 001 §2): property name, the time it occurred (property time) and the number;
 * Incident Report (its issue comes later: labelled 'coming soon'), Delete (deleteEvents only) and
 * Close (back to the list).
 */
export function EventHeader({ event }: { event: EventForDisplay }) {
  const navigate = useNavigate();
  const mayDelete = useMayDeleteEvents();
  const [deleting, setDeleting] = useState(false);
  return (
    <Flex justify="space-between" align="flex-start" gap="middle" wrap style={{ marginBottom: 8 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {event.property.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {localDateTimeText(event.dateOccurredLocal)} · <span className="event-number">{event.number}</span>
        </Typography.Text>
      </div>
      <Flex gap="small" wrap>
        <Tooltip title="The incident report is coming soon.">
          <Button disabled>Incident Report (coming soon)</Button>
        </Tooltip>
        {mayDelete && (
          <Button danger onClick={() => setDeleting(true)}>
            Delete
          </Button>
        )}
        <Button onClick={() => navigate(EVENTS_LIST_PATH)}>Close</Button>
      </Flex>
      {deleting && <DeleteEventModal event={event} onClose={() => setDeleting(false)} />}
    </Flex>
  );
}
