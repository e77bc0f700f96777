import { BorderOutlined, CheckSquareOutlined } from '@ant-design/icons';
import { Card, Empty, Flex, List, Typography } from 'antd';
import { STEP_TYPES } from '../../../domain/procedures/procedure-model.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { MediaGallery } from '../event-add/MediaGallery.tsx';
import type { EventForDisplay } from './event-manage-api.ts';
import { type SopQuestion, sopAnswerText } from './sop-answer.ts';

function Answer({ question }: { question: SopQuestion }) {
  const t = useText(eventManageText);
  if (question.answered && question.typeId === STEP_TYPES.checklist) {
    return (
      <Flex vertical gap={2}>
        {question.checklistItems.map((item) => (
          <span key={item.sortKey}>
            {item.checked ? (
              <CheckSquareOutlined aria-label={t('checked')} style={{ color: '#0f766e' }} />
            ) : (
              <BorderOutlined aria-label={t('notChecked')} />
            )}{' '}
            {item.text}
          </span>
        ))}
      </Flex>
    );
  }
  if (question.answered && question.typeId === STEP_TYPES.imageUpload) {
    return <MediaGallery media={{ images: question.images, videos: question.videos ?? [] }} label={question.text} />;
  }
  return <Typography.Text>{sopAnswerText(question)}</Typography.Text>;
}

/**
 * The SOP questions list (spec 001 §2): the steps the report went through with their answers,
 * the title marked '(incomplete)' while the SOP is not complete. The server lists them as
 * `walkedSteps` (procedure-navigation.ts) walks them, so the nth is numbered n: the number the
 * Add Event wizard showed for that step ('Step n').
 */
export function SopQuestions({ event }: { event: EventForDisplay }) {
  const t = useText(eventManageText);
  const title = (
    <span>
      {t('sopQuestions')} {!event.isSopComplete && <Typography.Text type="warning">{t('incomplete')}</Typography.Text>}
    </span>
  );
  return (
    <Card title={title} size="small">
      {event.sopQuestions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noSopQuestions')} />
      ) : (
        <List
          dataSource={event.sopQuestions}
          rowKey="id"
          renderItem={(question, index) => (
            <List.Item>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {index + 1}. {question.text}
                </Typography.Text>
                <Answer question={question} />
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
