import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { Link } from 'react-router';
import { showGettingStarted } from '../../../domain/company/getting-started.ts';
import { homeText } from '../../i18n/en/home.ts';
import { useText } from '../../i18n/language.ts';
import * as Typography from '../../vendor/light-typography.tsx';
import { type GettingStarted, gettingStartedLines, progressText } from './getting-started-view.ts';

interface GettingStartedCardProps {
  state: GettingStarted;
  dismissing: boolean;
  onDismiss: () => void;
}

/**
 * A new company's first steps (issue 22): each with its state (an icon and words, not colour
 * alone) and a link to where it is done, the progress, and 'Dismiss'. Nothing once dismissed or
 * every step is done.
 */
export function GettingStartedCard({ state, dismissing, onDismiss }: GettingStartedCardProps) {
  const t = useText(homeText);
  if (!showGettingStarted(state)) return null;
  const lines = gettingStartedLines(state);
  const progress = progressText(lines);
  const share = lines.filter((line) => line.done).length / lines.length;
  return (
    <Card
      className="getting-started"
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>
          {t('gettingStarted')}
        </Typography.Title>
      }
      extra={
        <Button onClick={onDismiss} loading={dismissing}>
          {t('dismiss')}
        </Button>
      }
    >
      <Typography.Text type="secondary">{progress}</Typography.Text>
      <div className="getting-started-bar" aria-hidden>
        <div style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <ol className="getting-started-steps">
        {lines.map((line) => (
          <li key={line.key} className={line.done ? 'getting-started-done' : undefined}>
            <span className="getting-started-mark" aria-hidden>
              {line.done ? <CheckCircleFilled /> : <span className="getting-started-open" />}
            </span>
            <Link to={line.path}>{line.label}</Link>
            <span className="visually-hidden">{line.done ? t('stepDone') : t('stepToDo')}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
