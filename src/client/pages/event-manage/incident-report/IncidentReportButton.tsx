import { LoadingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { INCIDENT_REPORT_FOLDER_NAME, INCIDENT_REPORT_STATUS } from '../../../../domain/events/incident-report.ts';
import { eventManageText } from '../../../i18n/en/event-manage.ts';
import { translate, useText } from '../../../i18n/language.ts';
import { showToast } from '../../../session/toasts.ts';
import type { FiledReportFolder } from '../../resources/open-folder-context.ts';
import { useReloadResources } from '../../resources/resource-api.ts';
import { IncidentReportModal } from './IncidentReportModal.tsx';
import { type AskedReport, useReloadEvent, useReportStatus } from './incident-report-api.ts';

/**
 * The header's Incident Report button and its modal. The report asked for is watched here, not
 * in the modal, so closing the modal while it is made does not lose it: the button spins, and
 * once the report is filed the event is read again and its folder opened (with a toast when the
 * modal was closed); a failure is toasted then too.
 */
export function IncidentReportButton({
  eventId,
  onFiled,
}: {
  eventId: string;
  onFiled: (folder: FiledReportFolder) => void;
}) {
  const t = useText(eventManageText);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState<AskedReport | null>(null);
  const status = useReportStatus(eventId, asked?.token ?? null);
  const reportStatus = status.data?.status;
  const reloadEvent = useReloadEvent(eventId);
  const reloadResources = useReloadResources();
  const openRef = useRef(open);
  openRef.current = open;

  const filed = useCallback(
    (folder: FiledReportFolder) => {
      if (!openRef.current) showToast('success', translate(eventManageText, 'reportDone'));
      setOpen(false);
      setAsked(null);
      void reloadEvent();
      void reloadResources();
      onFiled(folder);
    },
    [reloadEvent, reloadResources, onFiled],
  );
  useEffect(() => {
    if (!asked) return;
    if (reportStatus === INCIDENT_REPORT_STATUS.done) {
      filed({ folderId: asked.folderId, folderName: INCIDENT_REPORT_FOLDER_NAME });
    } else if (reportStatus === INCIDENT_REPORT_STATUS.failed && !openRef.current) {
      showToast('error', translate(eventManageText, 'reportFailed'));
      setAsked(null);
    }
  }, [asked, reportStatus, filed]);

  const working = asked !== null && reportStatus !== INCIDENT_REPORT_STATUS.failed;
  return (
    <>
      <Button loading={working && !open ? { icon: <LoadingOutlined /> } : false} onClick={() => setOpen(true)}>
        {t('incidentReport')}
      </Button>
      {open && (
        <IncidentReportModal
          eventId={eventId}
          asked={asked}
          reportStatus={reportStatus}
          onAsked={setAsked}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
