import { Card, Checkbox, Empty, Flex, List, Typography } from 'antd';
import { STEP_TYPES, type StepTypeId } from '../../../domain/procedure-model.ts';
import { sopAnswerText } from '../../../domain/sop-answer-text.ts';
import type { TaskDetails } from './routine-tasks-api.ts';

type Question = TaskDetails['sopQuestions'][number];

function Answer({ question }: { question: Question }) {
  if (question.typeId === STEP_TYPES.checklist) {
    return (
      <Flex vertical gap={2}>
        {question.checklistItems.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: checklist items have no id; their order is fixed
          <Checkbox key={index} checked={item.checked} disabled>
            {item.text}
          </Checkbox>
        ))}
      </Flex>
    );
  }
  const text = sopAnswerText({ ...question, typeId: question.typeId as StepTypeId });
  return <Typography.Text type={question.answered ? undefined : 'secondary'}>{text}</Typography.Text>;
}

/** 'Task/Inspection Requirements' (spec 002 §2.5): each question with its answer; checklists as disabled checkboxes. */
export function TaskRequirements({ questions, started }: { questions: readonly Question[]; started: boolean }) {
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
