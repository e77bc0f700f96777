import { Flex, Result } from 'antd';
import type { PerformReply } from '../../../../schemas/routine-task/replies.ts';
import { performTaskText } from '../../i18n/en/perform-task.ts';
import { useText } from '../../i18n/language.ts';
import { WaitingToSend } from '../../offline/OutboxBanner.tsx';
import { LinkButton } from '../step-wizard/LinkButton.tsx';
import { useFocusOnChange } from '../step-wizard/use-focus-on-change.ts';
import { raisedEventText } from './perform-text.ts';

/** Finalize (spec 002 §2.4): a check mark and the Done link to /; and the event a failed step reported. */
export function PerformFinalize({ reply }: { reply: PerformReply }) {
  // The last step's buttons are gone: the keyboard goes on from the result.
  const title = useFocusOnChange<HTMLHeadingElement>('finalize', true);
  const t = useText(performTaskText);
  return (
    <section aria-label={t('finalize')}>
      <Result
        status="success"
        title={
          <h2 ref={title} tabIndex={-1}>
            {t('done')}
          </h2>
        }
        subTitle={
          <Flex vertical align="center" gap="small">
            {reply.raisedEvent ? <span>{raisedEventText(reply.raisedEvent.number)}</span> : null}
            {/* Performed offline: kept on the device until the outbox sends it. */}
            <WaitingToSend subject={reply.resultId} />
          </Flex>
        }
        extra={
          <LinkButton to="/" primary className="wizard-done">
            {t('doneLink')}
          </LinkButton>
        }
      />
    </section>
  );
}
