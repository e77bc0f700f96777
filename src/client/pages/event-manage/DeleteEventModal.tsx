import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { translate, useText } from '../../i18n/language.ts';
import { TOAST_SECONDS } from '../../rules/messages.ts';
import { showToast } from '../../session/toasts.ts';
import { deleteConfirmed } from './event-delete.ts';
import { type EventForDisplay, useArchiveEvent } from './event-manage-api.ts';
import { EVENTS_LIST_PATH } from './event-manage-tabs.ts';

/**
 * The Delete Event confirmation (spec 001 §5, §8): Delete stays disabled until the exact event
 * number is typed or pasted; then the event is archived, 'Event Deleted.' (4 s), back to the list.
 */
export function DeleteEventModal({ event, onClose }: { event: EventForDisplay; onClose: () => void }) {
  const t = useText(eventManageText);
  const navigate = useNavigate();
  const archive = useArchiveEvent(event.id);
  const [typed, setTyped] = useState('');
  const [left, setLeft] = useState(false);
  const confirmed = deleteConfirmed(typed, event.number);
  const showProblem = !confirmed && (left || typed.length >= event.number.length);

  const submit = () =>
    archive.mutate(undefined, {
      onSuccess: () => {
        showToast('success', translate(eventManageText, 'eventDeleted'), TOAST_SECONDS.default);
        navigate(EVENTS_LIST_PATH);
      },
    });

  return (
    <Modal
      open
      title={t('deleteEvent')}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('cancel')}
        </Button>,
        <Button
          key="delete"
          danger
          type="primary"
          disabled={!confirmed || archive.isPending}
          loading={archive.isPending}
          onClick={submit}
        >
          {t('delete')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t('deleteConfirmBefore')} <Typography.Text strong>{event.number}</Typography.Text>{' '}
        {t('deleteConfirmAfter', { property: event.property.name })}
      </Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('eventNumber')}
          htmlFor="delete-event-number"
          validateStatus={showProblem ? 'error' : undefined}
          help={showProblem ? t('mustMatch') : undefined}
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
      {archive.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon message={t('eventNotDeleted')} />}
    </Modal>
  );
}
