import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import { DELETE_EVENT_MESSAGES, deleteConfirmed } from './event-delete.ts';
import { type EventForDisplay, useArchiveEvent } from './event-manage-api.ts';
import { EVENTS_LIST_PATH } from './event-manage-tabs.ts';

/**
 * The Delete Event confirmation (spec 001 §5, §8): Delete stays disabled until the exact event
 * number is typed or pasted; then the event is archived, 'Event Deleted.' (4 s), back to the list.
 */
export function DeleteEventModal({ event, onClose }: { event: EventForDisplay; onClose: () => void }) {
  const navigate = useNavigate();
  const archive = useArchiveEvent(event.id);
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(false);
  const confirmed = deleteConfirmed(typed, event.number);
  const showProblem = !confirmed && (left || typed.length >= event.number.length);

  const submit = () =>
    archive.mutate(undefined, {
      onSuccess: () => {
        showToast('success', DELETE_EVENT_MESSAGES.deleted, TOAST_SECONDS.default);
        navigate(EVENTS_LIST_PATH);
      },
    });

  return (
    <Modal
      open
      title="Delete Event"
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="delete"
          danger
          type="primary"
          disabled={!confirmed || archive.isPending}
          loading={archive.isPending}
          onClick={submit}
        >
          Delete
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        Event <Typography.Text strong>{event.number}</Typography.Text> at {event.property.name} will be deleted. Type or
        paste its number to confirm.
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label="Event Number"
          htmlFor="delete-event-number"
          validateStatus={showProblem ? 'error' : undefined}
          help={showProblem ? DELETE_EVENT_MESSAGES.mustMatch : undefined}
          style={{ marginBottom: 0 }}
        >
          <Input
            id="delete-event-number"
            autoComplete="off"
            value={typed}
            onChange={(change) => setTyped(change.target.value)}
            onBlur={() => setLeft(true)}
            onPressEnter={() => confirmed && submit()}
          />
        </Form.Item>
      </Form>
      {archive.isError && (
        <Alert style={{ marginTop: 16 }} type="error" showIcon message="The event could not be deleted." />
      )}
    </Modal>
  );
}
