import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RenderOptions, incidentReportEndpoints as report } from '../../../../../schemas/incident-report.ts';
import type { ReplyOf } from '../../../../../schemas/protocol/contract.ts';
import { INCIDENT_REPORT_POLL_MS, isFinalReportStatus } from '../../../../domain/events/incident-report.ts';
import { callEndpoint } from '../../../api/call-endpoint.ts';
import { useCompanyId } from '../../../session/session-context.ts';
import { KEY } from '../event-manage-api.ts';

/** The incident report's calls (spec 001 §7): render options, create, and the status poll. */

export type { RenderOptions };
export type ReportChoices = ReplyOf<typeof report.renderOptions>['choices'];
export type ReportChoice = ReportChoices['documents'][number];

function useKey(eventId: string) {
  const companyId = useCompanyId();
  return { companyId, key: [KEY, companyId, eventId, 'incidentReport'] as const };
}

/** GET /events/{id}/incidentreportrenderoptions: the saved choice and what may be chosen, read when the modal opens. */
export function useRenderOptions(eventId: string) {
  const { companyId, key } = useKey(eventId);
  return useQuery({
    queryKey: [...key, 'options'],
    queryFn: ({ signal }) => callEndpoint(report.renderOptions, { params: { id: eventId }, signal }),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
}

/** A report asked for: its token (what the status is polled by) and the folder it is filed in. */
export interface AskedReport {
  token: string;
  folderId: string;
}

/** Generate (§4): the render options are saved first, then the report is asked for; answers the token and folder. */
export function useGenerateReport(eventId: string) {
  return useMutation({
    mutationFn: async (options: RenderOptions): Promise<AskedReport> => {
      await callEndpoint(report.saveRenderOptions, { params: { id: eventId }, body: { eventId, options } });
      const created = await callEndpoint(report.create, { params: { id: eventId } });
      return { token: created.token, folderId: created.data.folderId };
    },
  });
}

/**
 * GET /events/{id}/checkCreateIncidentReportStatus every 5 s (§9) while a token is out, with no
 * maximum of attempts; it stops at done (3) or failed (4). A failed call is tried again at the
 * next tick rather than ending the wait.
 */
export function useReportStatus(eventId: string, token: string | null) {
  const { companyId, key } = useKey(eventId);
  return useQuery({
    queryKey: [...key, 'status', token],
    queryFn: ({ signal }) =>
      callEndpoint(report.status, { params: { id: eventId }, query: { token: token ?? '' }, signal, quiet: true }),
    enabled: Boolean(companyId) && token !== null,
    refetchInterval: (query) =>
      query.state.data && isFinalReportStatus(query.state.data.status) ? false : INCIDENT_REPORT_POLL_MS,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** After the report is filed: the event is read again (§4 'It then reloads the event'). */
export function useReloadEvent(eventId: string) {
  const queryClient = useQueryClient();
  const companyId = useCompanyId();
  return () => queryClient.invalidateQueries({ queryKey: [KEY, companyId, eventId] });
}
