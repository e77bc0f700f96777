import { Result } from 'antd';
import type { EventProgress } from '../../../../schemas/event.ts';
import { LinkButton } from '../step-wizard/LinkButton.tsx';

/** Finalize (spec 001 §2): the report is done; the Done link goes to /. */
export function FinalizeTab({ event }: { event: EventProgress }) {
  return (
    <section aria-label="Finalize">
      <Result
        status="success"
        title={`Event ${event.number} is reported.`}
        subTitle={`${event.type.name}${event.category ? ` / ${event.category.name}` : ''} at ${event.property.name}`}
        extra={
          <LinkButton to="/" primary className="wizard-done">
            Done
          </LinkButton>
        }
      />
    </section>
  );
}
