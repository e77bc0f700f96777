import { Card, Checkbox, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { sopAnswerText } from '../../../domain/events/sop-answer-text.ts';
import { sopAnswerWords } from '../../../domain/i18n/en/sop-answer.ts';
import { STEP_TYPES, type StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import { routineTasksText } from '../../i18n/en/routine-tasks.ts';
import { translate, useText } from '../../i18n/language.ts';
import { MediaThumb } from '../event-add/MediaThumb.tsx';
import { FullImageModal } from '../event-manage/FullImageModal.tsx';
import type { TaskDetails } from './routine-tasks-api.ts';

type Question = TaskDetails['sopQuestions'][number];
type Photo = Question['images'][number];

/** An answer in words. One not given ('Not answered', 'Skipped') is set apart by italics, not by a faint grey. */
function AnswerText({ text, given }: { text: string; given: boolean }) {
  return <Typography.Text italic={!given}>{text}</Typography.Text>;
}

/** The catalogue's key of each of the answer rule's English words ('Skipped' -> skipped). */
const ANSWER_WORD_KEYS = new Map<string, keyof typeof sopAnswerWords.en>(
  Object.entries(sopAnswerWords.en).map(([key, english]) => [english, key as keyof typeof sopAnswerWords.en]),
);

/**
 * A Yes/No, Acknowledge or Text Input step's answer in words, in the app's language: the rule of
 * the Details tab and the incident report (sopAnswerText, in English) with the catalogue's words;
 * what was typed is shown as typed.
 */
function answerWords(question: Question): string {
  const english = sopAnswerText({ ...question, typeId: question.typeId as StepTypeId });
  const key = english === question.textAnswer?.trim() ? undefined : ANSWER_WORD_KEYS.get(english);
  return key ? translate(sopAnswerWords, key) : english;
}

/** An Image Upload step's photos: thumbnails that open the full image. */
function Photos({ question, onOpen }: { question: Question; onOpen: (photo: Photo) => void }) {
  const t = useText(routineTasksText);
  return (
    <ul className="media-gallery" aria-label={t('photosOf', { question: question.text })}>
      {question.images.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            className="slideshow-thumb"
            aria-label={t('viewFullSize', { name: photo.name })}
            onClick={() => onOpen(photo)}
          >
            <MediaThumb media={photo} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function Answer({ question, onOpen }: { question: Question; onOpen: (photo: Photo) => void }) {
  const t = useText(routineTasksText);
  const photos = question.images.length > 0 ? <Photos question={question} onOpen={onOpen} /> : null;
  if (question.skipped) {
    return (
      <Flex vertical gap={4}>
        <AnswerText text={translate(sopAnswerWords, 'skipped')} given={false} />
        {photos}
      </Flex>
    );
  }
  if (question.typeId === STEP_TYPES.checklist) {
    // Disabled checkboxes (spec 002 §2.5), drawn readable: see .task-checklist in styles.css.
    return (
      <Flex
        vertical
        gap={2}
        className="task-checklist"
        role="group"
        aria-label={t('checklistOf', { question: question.text })}
      >
        {question.checklistItems.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: checklist items have no id; their order is fixed
          <Checkbox key={index} checked={item.checked} disabled>
            {item.text}
          </Checkbox>
        ))}
      </Flex>
    );
  }
  if (question.typeId === STEP_TYPES.imageUpload) {
    return (
      photos ?? (
        <AnswerText text={question.answered ? t('noPhotos') : translate(sopAnswerWords, 'notAnswered')} given={false} />
      )
    );
  }
  return <AnswerText text={answerWords(question)} given={question.answered} />;
}

/**
 * 'Task/Inspection Requirements' (spec 002 §2.5): each question with its answer; checklists as
 * disabled checkboxes, an Image Upload step's photos as thumbnails that open the full image, and
 * 'Skipped' for a step the walk's branch passed by. A walked step shows the number the Perform
 * wizard gave it (its place in the walk, from the server); a step not walked shows none.
 */
export function TaskRequirements({ questions, started }: { questions: readonly Question[]; started: boolean }) {
  const t = useText(routineTasksText);
  const [viewing, setViewing] = useState<Photo | null>(null);
  return (
    <Card title={t('requirements')} size="small">
      {questions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(started ? 'noRequirementsYet' : 'notStartedYet')} />
      ) : (
        <List
          dataSource={[...questions]}
          rowKey="id"
          renderItem={(question) => (
            <List.Item>
              <Flex vertical gap={4} style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {question.number === null ? question.text : `${question.number}. ${question.text}`}
                </Typography.Text>
                <Answer question={question} onOpen={setViewing} />
              </Flex>
            </List.Item>
          )}
        />
      )}
      {viewing && <FullImageModal image={viewing} onClose={() => setViewing(null)} />}
    </Card>
  );
}
