import { PhoneFilled } from '@ant-design/icons';
import { Button, Form, Radio } from 'antd';
import { EMERGENCY_CALL } from '../../../domain/events/event-wizard-validation.ts';
import { WizardNav } from '../step-wizard/WizardNav.tsx';
import { fieldHelp } from './field-help.ts';
import type { EventWizard } from './use-event-wizard.ts';

const CHOICES = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
];

/** Emergency (spec 001 §2, §5): are emergency services involved (Yes/No, required), and the CALL 911 link. */
export function EmergencyTab({ wizard }: { wizard: EventWizard }) {
  return (
    <section aria-label="Emergency">
      <Button
        danger
        type="primary"
        size="large"
        block
        href={EMERGENCY_CALL.href}
        icon={<PhoneFilled />}
        className="call-911"
      >
        {EMERGENCY_CALL.label}
      </Button>
      <Form layout="vertical" requiredMark={false} component="div">
        <Form.Item
          label="Are emergency services involved?"
          htmlFor="emergency-involved"
          {...fieldHelp(wizard.emergencyProblems, 'emergencyServicesInvolved')}
        >
          <Radio.Group
            id="emergency-involved"
            optionType="button"
            buttonStyle="solid"
            size="large"
            className="yes-no-choice"
            options={CHOICES}
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
