import { Typography } from 'antd';
import { usePageTitle } from '../common/use-page-title.ts';
import { AlreadySetUp } from './AlreadySetUp.tsx';
import { FirstRunForm } from './FirstRunForm.tsx';
import { FirstRunFrame } from './FirstRunFrame.tsx';
import { InvitationSent } from './InvitationSent.tsx';
import { useFirstRun } from './use-first-run.ts';

export const FIRST_RUN_TITLE = 'Set up your company';

/**
 * An installation without any company (client-config `firstRun`, nobody signed in, issue 22):
 * the first company and its administrator, who is then invited by e-mail to sign in.
 */
export function FirstRunPage() {
  usePageTitle(FIRST_RUN_TITLE);
  const { outcome, submitting, submit, edited } = useFirstRun();

  if (outcome?.kind === 'sent') return <InvitationSent reply={outcome.reply} companyName={outcome.companyName} />;
  if (outcome?.kind === 'taken') return <AlreadySetUp />;
  return (
    <FirstRunFrame title={FIRST_RUN_TITLE}>
      <Typography.Paragraph type="secondary">
        Nobody can sign in yet. Name the first company and its administrator: we e-mail you an invitation to sign in and
        finish the setup.
      </Typography.Paragraph>
      <FirstRunForm
        submitting={submitting}
        serverErrors={outcome?.kind === 'invalid' ? outcome.fields : {}}
        problem={outcome?.kind === 'invalid' ? outcome.message : outcome?.kind === 'failed' ? outcome.message : null}
        onSubmit={(values) => void submit(values)}
        onEdited={edited}
      />
    </FirstRunFrame>
  );
}
