import { PhoneFilled } from '@ant-design/icons';
import { Button, Form, Radio } from 'antd';
import { EMERGENCY_CALL } from '../../../domain/events/event-wizard-validation.ts';
import { eventAddText } from '../../i18n/en/event-add.ts';
import { stepsText } from '../../i18n/en/steps.ts';
import { useText } from '../../i18n/language.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { fieldHelp } from './field-help.ts';
import type { EventWizard } from './use-event-wizard.ts';

/** Emergency (spec 001 §2, §5): are emergency services involved (Yes/No, required), and the CALL 911 link. */
export function EmergencyTab({ wizard }: { wizard: EventWizard }) {
  const t = useText(eventAddText);
  const answer = useText(stepsText);
  const choices = [
    { label: answer('yes'), value: true },
    { label: answer('no'), value: false },
  ];
  return (
    <section aria-label={t('tab.emergency')}>
      <Button
        danger
        type="primary"
        size="large"
        block
        href={EMERGENCY_CALL.href}
        icon={<PhoneFilled />}
        className="call-911"
      >
        {t('call911')}
      </Button>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item
          label={t('emergencyQuestion')}
          htmlFor="emergency-involved"
          {...fieldHelp(wizard.emergencyProblems, 'emergencyServicesInvolved')}
        >
          <Radio.Group
            id="emergency-involved"
            optionType="button"
            buttonStyle="solid"
            size="large"
            className="yes-no-choice"
            options={choices}
            value={wizard.emergency ?? undefined}
            disabled={wizard.busy}
            onChange={(change) => wizard.setEmergency(change.target.value as boolean)}
          />
        </Form.Item>
      </Form>
      <WizardNav onPrevious={() => void wizard.previous()} onNext={() => void wizard.next()} busy={wizard.busy} />
    </section>
  );
}
