import { DownOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Typography } from 'antd';
import type { ProcedureView } from './procedure-views.ts';

const INCIDENT_HELP = [
  {
    title: 'Response Type',
    text: 'The type of event this procedure answers. A reporter who picks this type when adding an event is walked through these steps.',
  },
  {
    title: 'Category',
    text: 'Optional. Choose a category to write steps only for events of that type and category; leave it empty for the steps of the type without a category.',
  },
  {
    title: 'One procedure per pair',
    text: 'Each type and category has at most one procedure, and neither can change once saved. To reuse these steps for another type or category, use Copy in the list.',
  },
  {
    title: 'Steps',
    text: "Yes/No steps branch: choose where 'If Yes' and 'If No' lead. Other steps continue with 'After this step'. 'End of procedure' finishes it. Use Preview to walk the branches.",
  },
];

const TASK_HELP = [
  {
    title: 'Name',
    text: 'The name schedulers pick when they set up a task or inspection; make it say what is checked.',
  },
  {
    title: 'Steps',
    text: "Each step is one question of the inspection. Yes/No steps branch: choose where 'If Yes' and 'If No' lead. 'End of procedure' finishes it. Use Preview to walk the branches.",
  },
];

/** The Help dropdown of the editor (spec 001 §2): how to choose type and category, and how steps branch. */
export function HelpMenu({ view, compact = false }: { view: ProcedureView; compact?: boolean }) {
  const topics = view.key === 'incidents' ? INCIDENT_HELP : TASK_HELP;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <Card size="small" style={{ maxWidth: 'min(360px, calc(100vw - 32px))' }} role="dialog" aria-label="Help">
          {topics.map((topic) => (
            <div key={topic.title} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{topic.title}</Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{topic.text}</Typography.Paragraph>
            </div>
          ))}
        </Card>
      )}
    >
      {/* A phone shows the icon alone, so the editor's actions fit on one row. */}
      <Button icon={<QuestionCircleOutlined />} aria-label="Help">
        {compact ? null : (
          <>
            Help <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
