import { Steps, Typography } from 'antd';
import { tabAccess, tabIndex, WIZARD_TABS, type WizardTab } from '../../../domain/events/event-wizard-tabs.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { useText } from '../../i18n/language.ts';
import { tabName, tabPlace } from './tab-words.ts';

interface WizardStepsProps {
  current: WizardTab;
  onChange: (tab: WizardTab) => void;
  /** A save is running: no tab may be opened meanwhile. */
  busy: boolean;
}

/**
 * The six tabs in the spec's order (§2), as steps: the current one highlighted, earlier ones
 * clickable to look back (`tabAccess`), later ones reached only through Next. On a phone they
 * stay in one row of small circles, so the page never scrolls sideways: their titles are then
 * hidden from sight only (each circle keeps its name for screen readers and tests), and the
 * line under them says where the wizard stands, 'Procedure (4 of 6)'.
 */
export function WizardSteps({ current, onChange, busy }: WizardStepsProps) {
  const at = tabIndex(current);
  const t = useText(eventAddText);
  return (
    <nav aria-label={t('steps')} className="wizard-steps-nav">
      <Steps
        size="small"
        current={at}
        responsive={false}
        className="wizard-steps"
        onChange={(index) => onChange(WIZARD_TABS[index].key)}
        items={WIZARD_TABS.map((tab) => ({
          title: tabName(t, tab.key),
          disabled: busy || !tabAccess(tab.key, current).enabled || tab.key === current,
        }))}
      />
      <Typography.Text strong className="wizard-steps-place" aria-live="polite">
        {tabPlace(t, current)}
      </Typography.Text>
    </nav>
  );
}
