import { Button } from 'antd';
import { useCallback, useState } from 'react';
import { INCIDENT_REPORT_MESSAGES } from '../../../../domain/incident-report.ts';
import type { FiledReportFolder } from '../../resources/open-folder-context.ts';
import { useReloadResources } from '../../resources/resource-api.ts';
import { IncidentReportModal } from './IncidentReportModal.tsx';
import { useReloadEvent } from './incident-report-api.ts';

/** The header's Incident Report button and its modal; once the report is filed the event is read again. */
export function IncidentReportButton({
  eventId,
  onFiled,
}: {
  eventId: string;
  onFiled: (folder: FiledReportFolder) => void;
}) {
  const [open, setOpen] = useState(false);
  const reloadEvent = useReloadEvent(eventId);
  const reloadResources = useReloadResources();
  const filed = useCallback(
    (folder: FiledReportFolder) => {
      setOpen(false);
      void reloadEvent();
      void reloadResources();
      onFiled(folder);
    },
    [reloadEvent, reloadResources, onFiled],
  );
  return (
    <>
      <Button onClick={() => setOpen(true)}>{INCIDENT_REPORT_MESSAGES.title}</Button>
      {open && <IncidentReportModal eventId={eventId} onClose={() => setOpen(false)} onFiled={filed} />}
    </>
  );
}
