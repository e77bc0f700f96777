import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { LazyNotAllowed } from '../common/lazy-results.tsx';
import { PageLoading } from '../common/PageLoading.tsx';
import { PageProblem } from '../common/PageProblem.tsx';
import type { PageProps } from '../page-props.ts';
import { type FiledReportFolder, ReportFolderContext } from '../resources/open-folder-context.ts';
import { EventHeader } from './EventHeader.tsx';
import { EventTabs } from './EventTabs.tsx';
import { useCanViewEvent, useEventForDisplay } from './event-manage-api.ts';
import { eventManagePath, tabFromAddress } from './event-manage-tabs.ts';

/**
 * Event management, /events/{id}/{tab?} and /eventManage/{id}/{tab?} (spec 001 §2): asks
 * canuserviewevent first ('You are not authorized to view this page' when the answer is no),
 * shows 'Loading event...' until the event is read, then the header and the tabs.
 */
export function EventManagePage({ title }: PageProps) {
  const t = useText(eventManageText);
  const { id = '', tab } = useParams();
  const [searchParams] = useSearchParams();
  const canView = useCanViewEvent(id);
  const event = useEventForDisplay(id, canView.data === true);
  const navigate = useNavigate();
  // A filed incident report opens (or refreshes) the Documents tab on its folder (§4).
  const [filed, setFiled] = useState<(FiledReportFolder & { at: number }) | null>(null);
  const reportFiled = useCallback(
    (folder: FiledReportFolder) => {
      setFiled({ ...folder, at: Date.now() });
      navigate(eventManagePath(id, 'documents'), { replace: true });
    },
    [id, navigate],
  );

  if (canView.isPending || (canView.data === true && event.isPending)) return <PageLoading text={t('loadingEvent')} />;
  if (canView.data === false || (canView.error instanceof ApiError && canView.error.status === 403)) {
    return <LazyNotAllowed title={title} reason="permission" message={MESSAGES.notAuthorizedPage} />;
  }
  if (!event.data) {
    const retry = () => void (canView.isError ? canView.refetch() : event.refetch());
    return (
      <PageProblem title={title} message={t('eventNotLoaded')} action={<Button onClick={retry}>{t('retry')}</Button>} />
    );
  }
  return (
    <ReportFolderContext.Provider value={filed}>
      <EventHeader event={event.data} onReportFiled={reportFiled} />
      <EventTabs
        key={filed?.at ?? 'tabs'}
        event={event.data}
        initialTab={filed ? 'documents' : tabFromAddress(tab, searchParams.get('tab'))}
      />
    </ReportFolderContext.Provider>
  );
}
