import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';

interface WizardNavProps {
  /** Absent: the tab has no Previous (Event Info). */
  onPrevious?: () => void;
  onNext: () => void;
  busy: boolean;
  /** Next waits (an upload is running). */
  nextDisabled?: boolean;
}

/** Previous and Next under a tab: large, side by side, easy to reach with a thumb. */
export function WizardNav({ onPrevious, onNext, busy, nextDisabled }: WizardNavProps) {
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
        loading={busy}
        disabled={nextDisabled}
        className="wizard-nav-button"
      >
        Next <RightOutlined />
      </Button>
    </Flex>
  );
}
