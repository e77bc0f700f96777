import { Flex, Grid } from 'antd';
import { homeText } from '../../i18n/en/home.ts';
import { useText } from '../../i18n/language.ts';
import { useSession } from '../../session/session-context.ts';
import * as Typography from '../../vendor/light-typography.tsx';
import { PageTitle } from '../../widgets/page-title/PageTitle.tsx';
import { HomeDashboard } from '../dashboard/HomeDashboard.tsx';
import { GettingStarted } from './GettingStarted.tsx';
import { HomeCards } from './HomeCards.tsx';
import { HOME_CARDS, MOBILE_ACTIONS, visibleHomeCards } from './home-cards.ts';
import { MobileActions } from './MobileActions.tsx';

/**
 * Home (/): for those who manage the company profile a new company's 'Getting started' card
 * (issue 22), then shortcuts for what the role allows and the home dashboard (spec 000 §2).
 */
export function HomePage() {
  const { userProfile, currentCompany, permissions, features } = useSession();
  const t = useText(homeText);
  const phone = Grid.useBreakpoint().md === false;
  const access = { permissions, features };
  const shortcuts = visibleHomeCards(access, phone ? MOBILE_ACTIONS : HOME_CARDS);
  const firstName = userProfile?.name.split(/\s+/)[0] ?? '';

  return (
    <Flex vertical gap={24}>
      <div>
        <PageTitle style={{ marginBottom: 0 }}>
          {firstName ? t('welcomeName', { name: firstName }) : t('welcome')}
        </PageTitle>
        {currentCompany ? <Typography.Text type="secondary">{currentCompany.companyName}</Typography.Text> : null}
      </div>
      {permissions.includes('manageCompanyProfile') ? <GettingStarted /> : null}
      {shortcuts.length > 0 ? (
        <section aria-label={t('shortcuts')}>
          {phone ? <MobileActions actions={shortcuts} /> : <HomeCards cards={shortcuts} />}
        </section>
      ) : null}
      <HomeDashboard />
    </Flex>
  );
}
