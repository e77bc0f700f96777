import { CheckCircleOutlined, ClockCircleOutlined, ExclamationCircleOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { MY_TASK_SECTIONS } from '../../../../schemas/routine-task/replies.ts';
import { myTasksText } from '../../i18n/en/my-tasks.ts';
import { useText } from '../../i18n/language.ts';
import { bannerText, type MyTaskSection } from './my-tasks-view.ts';

const ICONS: Record<MyTaskSection, ReactNode> = {
  Overdue: <ExclamationCircleOutlined />,
  DueThisWeek: <ClockCircleOutlined />,
  Completed: <CheckCircleOutlined />,
};

interface SectionBannersProps {
  counts: Record<MyTaskSection, number>;
  onOpen: (section: MyTaskSection) => void;
}

/** The three clickable banners (spec 002 §2.3): '(n) Overdue', '(n) Due this week', '(n) Completed'. */
export function SectionBanners({ counts, onOpen }: SectionBannersProps) {
  const t = useText(myTasksText);
  return (
    <nav aria-label={t('sections')} className="my-tasks-banners">
      {MY_TASK_SECTIONS.map((section) => (
        <button
          key={section}
          type="button"
          className={`my-tasks-banner my-tasks-banner-${section.toLowerCase()}`}
          onClick={() => onOpen(section)}
        >
          <span className="my-tasks-banner-icon" aria-hidden>
            {ICONS[section]}
          </span>
          {bannerText(section, counts[section])}
        </button>
      ))}
    </nav>
  );
}
