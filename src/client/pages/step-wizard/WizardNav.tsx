import { LeftOutlined, LoadingOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

interface WizardNavProps {
  /** Absent: the step has no Previous (the Add Event wizard's Event Info). */
  onPrevious?: () => void;
  onNext: () => void;
  busy: boolean;
  /** Next waits (an upload is running). */
  nextDisabled?: boolean;
  /** The forward button's words: Next, or Complete on a last step (spec 002 §2.4). */
  nextLabel?: string;
}

/**
 * The spinner as antd's `loading.icon`: antd's default spinner leaves through a width transition,
 * and when a save ends within that transition no transitionend comes, so the hidden spinner stays
 * in the button and its name stays 'loading Next' (screen readers, and tests by name, were stuck).
 * A given icon is shown and removed without the transition.
 */
const SAVING = { icon: <LoadingOutlined /> };

/** Previous and Next under a step: large, side by side, easy to reach with a thumb. */
export function WizardNav({ onPrevious, onNext, busy, nextDisabled, nextLabel = 'Next' }: WizardNavProps) {
  return (
    <Flex gap="middle" className="wizard-nav">
      {onPrevious && (
        <Button size="large" icon={<LeftOutlined />} onClick={onPrevious} disabled={busy} className="wizard-nav-button">
          Previous
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
        {nextLabel} {nextLabel === 'Next' && <RightOutlined />}
      </Button>
    </Flex>
  );
}
