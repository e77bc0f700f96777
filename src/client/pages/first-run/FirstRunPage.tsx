import { Typography } from 'antd';
import { firstRunText } from '../../i18n/en/first-run.ts';
import { useText } from '../../i18n/language.ts';
import { usePageTitle } from '../common/use-page-title.ts';
import { AlreadySetUp } from './AlreadySetUp.tsx';
import { FirstRunForm } from './FirstRunForm.tsx';
import { FirstRunFrame } from './FirstRunFrame.tsx';
import { InvitationSent } from './InvitationSent.tsx';
import { useFirstRun } from './use-first-run.ts';

/**
 * An installation without any company (client-config `firstRun`, nobody signed in, issue 22):
 * the first company and its administrator, who is then invited by e-mail to sign in.
 */
export function FirstRunPage() {
  const t = useText(firstRunText);
  usePageTitle(t('title'));
  const { outcome, submitting, submit, edited } = useFirstRun();

  if (outcome?.kind === 'sent') return <InvitationSent reply={outcome.reply} companyName={outcome.companyName} />;
  if (outcome?.kind === 'taken') return <AlreadySetUp />;
  return (
    <FirstRunFrame title={t('title')}>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
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
