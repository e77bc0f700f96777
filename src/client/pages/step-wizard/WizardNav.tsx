import { LeftOutlined, LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { stepsText } from '../../i18n/en/steps.ts';
import { useText } from '../../i18n/language.ts';

interface WizardNavProps {
  /** Absent: the step has no Previous (the Add Event wizard's Event Info). */
  onPrevious?: () => void;
  onNext: () => void;
  busy: boolean;
  /** Next waits (an upload is running). */
  nextDisabled?: boolean;
  /** The forward button completes the procedure: 'Complete' instead of 'Next' (spec 002 §2.4's last step). */
  complete?: boolean;
}

/**
 * The spinner as antd's `loading.icon`: antd's default spinner leaves through a width transition,
 * and when a save ends within that transition no transitionend comes, so the hidden spinner stays
 * in the button and its name stays 'loading Next' (screen readers, and tests by name, were stuck).
 * A given icon is shown and removed without the transition.
 */
const SAVING = { icon: <LoadingOutlined /> };

/** Previous and Next under a step: large, side by side, easy to reach with a thumb. */
export function WizardNav({ onPrevious, onNext, busy, nextDisabled, complete = false }: WizardNavProps) {
  const t = useText(stepsText);
  return (
    <Flex gap="middle" className="wizard-nav">
      {onPrevious && (
        <Button size="large" icon={<LeftOutlined />} onClick={onPrevious} disabled={busy} className="wizard-nav-button">
          {t('previous')}
        </Button>
      )}
      <Button
        size="large"
        type="primary"
        onClick={onNext}
        loading={busy ? SAVING : false}
        disabled={nextDisabled}
        className="wizard-nav-button"
      >
        {complete ? t('complete') : t('next')} {!complete && <RightOutlined />}
      </Button>
    </Flex>
  );
}
