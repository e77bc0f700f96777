import { Checkbox, Flex, Typography } from 'antd';
import { eventManageText } from '../../../i18n/en/event-manage.ts';
import { useText } from '../../../i18n/language.ts';
import { StoredImage } from '../StoredImage.tsx';
import type { ReportChoice } from './incident-report-api.ts';

interface ChoiceListProps {
  title: string;
  empty: string;
  choices: readonly ReportChoice[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}

/** One kind of thing the report may include: a titled checkbox list with 'Select all' (and thumbnails for images). */
export function ChoiceList({ title, empty, choices, chosen, onChange }: ChoiceListProps) {
  const t = useText(eventManageText);
  const picked = new Set(chosen);
  const all = choices.length > 0 && choices.every((choice) => picked.has(choice.id));
  const some = choices.some((choice) => picked.has(choice.id));
  const toggle = (id: string, on: boolean) =>
    onChange(choices.map((choice) => choice.id).filter((each) => (each === id ? on : picked.has(each))));
  return (
    <section className="report-choices" aria-label={title}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}{' '}
          <Typography.Text type="secondary">
            {t('chosenOf', { chosen: chosen.length, total: choices.length })}
          </Typography.Text>
        </Typography.Title>
        {choices.length > 0 && (
          <Checkbox
            checked={all}
            indeterminate={some && !all}
            onChange={(event) => onChange(event.target.checked ? choices.map((choice) => choice.id) : [])}
          >
            {t('selectAll')}
          </Checkbox>
        )}
      </Flex>
      {choices.length === 0 ? (
        <Typography.Text type="secondary">{empty}</Typography.Text>
      ) : (
        <ul className="report-choice-list">
          {choices.map((choice) => (
            <li key={choice.id}>
              <Checkbox checked={picked.has(choice.id)} onChange={(event) => toggle(choice.id, event.target.checked)}>
                <Flex gap="small" align="center">
                  {choice.thumbnailUrl && (
                    <StoredImage path={choice.thumbnailUrl} alt={choice.name} style={{ width: 40, height: 40 }} />
                  )}
                  <span style={{ minWidth: 0 }}>
                    <span className="report-choice-name">{choice.name}</span>
                    {choice.detail && (
                      <Typography.Text type="secondary" className="report-choice-detail">
                        {choice.detail}
                      </Typography.Text>
                    )}
                  </span>
                </Flex>
              </Checkbox>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
