import { Button, Flex, Modal, Table, type TableColumnsType, Typography } from 'antd';
import { dateTimeText } from '../../../domain/common/date-time-text.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import type { InProgressEvent } from './wizard-api.ts';

/** When it was reported, on the property's clock with its zone named. */
const reportedAt = (row: InProgressEvent) => dateTimeText(row.dateReportedUtc, row.propertyTimeZone);

interface InProgressModalProps {
  open: boolean;
  events: readonly InProgressEvent[];
  onResume: (eventId: string) => void;
  onContinue: () => void;
  /** A resume is being opened. */
  busy: boolean;
}

/**
 * 'Events in Progress' (spec 001 §2): shown once a property with reports in progress is chosen.
 * Each can be resumed; Continue New Event closes it. On a phone the four facts stack in one
 * cell, so the Resume Event button stays in view without scrolling sideways.
 */
export function InProgressModal({ open, events, onResume, onContinue, busy }: InProgressModalProps) {
  const t = useText(eventAddText);
  const resumeButton = (row: InProgressEvent) => (
    <Button
      type="primary"
      onClick={() => onResume(row.id)}
      disabled={busy}
      aria-label={t('resumeEventNumber', { number: row.number })}
      className="touch-button"
    >
      {t('resumeEvent')}
    </Button>
  );
  const columns: TableColumnsType<InProgressEvent> = [
    { key: 'reportedBy', title: t('reportedBy'), responsive: ['sm'], render: (_, row) => row.reportedByName ?? '' },
    { key: 'date', title: t('date'), responsive: ['sm'], render: (_, row) => reportedAt(row) },
    { key: 'type', title: t('type'), responsive: ['sm'], dataIndex: 'typeName' },
    { key: 'category', title: t('category'), responsive: ['sm'], render: (_, row) => row.categoryName ?? '' },
    {
      key: 'event',
      title: t('event'),
      responsive: ['xs'],
      render: (_, row) => (
        <Flex vertical>
          <Typography.Text strong>
            {row.typeName}
            {row.categoryName ? ` / ${row.categoryName}` : ''}
          </Typography.Text>
          <Typography.Text type="secondary">{row.reportedByName ?? ''}</Typography.Text>
          <Typography.Text type="secondary">{reportedAt(row)}</Typography.Text>
        </Flex>
      ),
    },
    { key: 'action', title: '', align: 'right', render: (_, row) => resumeButton(row) },
  ];
  return (
    <Modal
      title={t('inProgressTitle')}
      open={open}
      onCancel={onContinue}
      maskClosable={false}
      width={720}
      footer={
        <Button size="large" onClick={onContinue} disabled={busy}>
          {t('continueNew')}
        </Button>
      }
    >
      <Typography.Paragraph>{t('eventsInProgress')}</Typography.Paragraph>
      <Table<InProgressEvent>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={[...events]}
        pagination={false}
        aria-label={t('inProgressTitle')}
      />
    </Modal>
  );
}
