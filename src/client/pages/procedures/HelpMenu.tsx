import { DownOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Dropdown, Typography } from 'antd';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import type { ProcedureView } from './procedure-views.ts';

/** Each view's help topics: the catalogue keys of a heading and its explanation. */
const INCIDENT_HELP = [
  { heading: 'help.responseType', body: 'help.responseTypeText' },
  { heading: 'help.category', body: 'help.categoryText' },
  { heading: 'help.onePerPair', body: 'help.onePerPairText' },
  { heading: 'help.steps', body: 'help.stepsText' },
] as const;

const TASK_HELP = [
  { heading: 'help.name', body: 'help.nameText' },
  { heading: 'help.steps', body: 'help.taskStepsText' },
] as const;

/** The Help dropdown of the editor (spec 001 §2): how to choose type and category, and how steps branch. */
export function HelpMenu({ view, compact = false }: { view: ProcedureView; compact?: boolean }) {
  const t = useText(proceduresText);
  const topics = view.key === 'incidents' ? INCIDENT_HELP : TASK_HELP;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <Card size="small" style={{ maxWidth: 'min(360px, calc(100vw - 32px))' }} role="dialog" aria-label={t('help')}>
          {topics.map((topic) => (
            <div key={topic.heading} style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t(topic.heading)}</Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 0 }}>{t(topic.body)}</Typography.Paragraph>
            </div>
          ))}
        </Card>
      )}
    >
      {/* A phone shows the icon alone, so the editor's actions fit on one row. */}
      <Button icon={<QuestionCircleOutlined />} aria-label={t('help')}>
        {compact ? null : (
          <>
            {t('help')} <DownOutlined />
          </>
        )}
      </Button>
    </Dropdown>
  );
}
