import { Card, Checkbox, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { sopAnswerText } from '../../../domain/events/sop-answer-text.ts';
import { STEP_TYPES, type StepTypeId } from '../../../domain/procedures/procedure-model.ts';
import { MediaThumb } from '../event-add/MediaThumb.tsx';
import { FullImageModal } from '../event-manage/FullImageModal.tsx';
import type { TaskDetails } from './routine-tasks-api.ts';

type Question = TaskDetails['sopQuestions'][number];
type Photo = Question['images'][number];

/** An answer in words. One not given ('Not answered', 'Skipped') is set apart by italics, not by a faint grey. */
function AnswerText({ text, given }: { text: string; given: boolean }) {
  return <Typography.Text italic={!given}>{text}</Typography.Text>;
}

/** An Image Upload step's photos: thumbnails that open the full image. */
function Photos({ question, onOpen }: { question: Question; onOpen: (photo: Photo) => void }) {
  return (
    <ul className="media-gallery" aria-label={`Photos: ${question.text}`}>
      {question.images.map((photo) => (
        <li key={photo.id}>
          <button
            type="button"
            className="slideshow-thumb"
            aria-label={`View ${photo.name} full size`}
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
  const photos = question.images.length > 0 ? <Photos question={question} onOpen={onOpen} /> : null;
  if (question.skipped) {
    return (
      <Flex vertical gap={4}>
        <AnswerText text="Skipped" given={false} />
        {photos}
      </Flex>
    );
  }
  if (question.typeId === STEP_TYPES.checklist) {
    // Disabled checkboxes (spec 002 §2.5), drawn readable: see .task-checklist in styles.css.
    return (
      <Flex vertical gap={2} className="task-checklist" role="group" aria-label={`Checklist: ${question.text}`}>
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
    return photos ?? <AnswerText text={question.answered ? 'No photos' : 'Not answered'} given={false} />;
  }
  const text = sopAnswerText({ ...question, typeId: question.typeId as StepTypeId });
  return <AnswerText text={text} given={question.answered} />;
}

/**
 * 'Task/Inspection Requirements' (spec 002 §2.5): each question with its answer; checklists as
 * disabled checkboxes, an Image Upload step's photos as thumbnails that open the full image, and
 * 'Skipped' for a step the walk's branch passed by. A walked step shows the number the Perform
 * wizard gave it (its place in the walk, from the server); a step not walked shows none.
 */
export function TaskRequirements({ questions, started }: { questions: readonly Question[]; started: boolean }) {
  const [viewing, setViewing] = useState<Photo | null>(null);
  return (
    <Card title="Task/Inspection Requirements" size="small">
      {questions.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            started
              ? 'No requirements answered yet'
              : 'Not started yet: the requirements and their answers show here once the task is begun.'
          }
        />
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
