import { Result } from 'antd';
import type { PerformReply } from '../../../../schemas/routine-task.ts';
import { LinkButton } from '../step-wizard/LinkButton.tsx';
import { PERFORM_TEXT, raisedEventText } from './perform-text.ts';

/** Finalize (spec 002 §2.4): a check mark and the Done link to /; and the event a failed step reported. */
export function PerformFinalize({ reply }: { reply: PerformReply }) {
  return (
    <section aria-label="Finalize">
      <Result
        status="success"
        title={PERFORM_TEXT.done}
        subTitle={reply.raisedEvent ? raisedEventText(reply.raisedEvent.number) : undefined}
        extra={
          <LinkButton to="/" primary className="wizard-done">
            Done
          </LinkButton>
        }
      />
    </section>
  );
}
