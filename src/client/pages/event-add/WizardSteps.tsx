import { Steps, Typography } from 'antd';
import {
  tabAccess,
  tabIndex,
  tabPlaceText,
  WIZARD_TABS,
  type WizardTab,
} from '../../../domain/events/event-wizard-tabs.ts';

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
  return (
    <nav aria-label="Add Event steps" className="wizard-steps-nav">
      <Steps
        size="small"
        current={at}
        responsive={false}
        className="wizard-steps"
        onChange={(index) => onChange(WIZARD_TABS[index].key)}
        items={WIZARD_TABS.map((tab) => ({
          title: tab.label,
          disabled: busy || !tabAccess(tab.key, current).enabled || tab.key === current,
        }))}
      />
      <Typography.Text strong className="wizard-steps-place" aria-live="polite">
        {tabPlaceText(current)}
      </Typography.Text>
    </nav>
  );
}
