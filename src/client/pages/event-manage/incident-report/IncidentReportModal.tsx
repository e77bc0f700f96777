import { Alert, Button, Col, Modal, Row, Spin } from 'antd';
import { useState } from 'react';
import {
  EMPTY_RENDER_OPTIONS,
  INCIDENT_REPORT_MESSAGES,
  INCIDENT_REPORT_STATUS,
  type IncidentReportStatus,
} from '../../../../domain/events/incident-report.ts';
import { ChoiceList } from './ChoiceList.tsx';
import { type AskedReport, type RenderOptions, useGenerateReport, useRenderOptions } from './incident-report-api.ts';

interface IncidentReportModalProps {
  eventId: string;
  /** The report under way (watched by the button, so closing the modal does not lose it). */
  asked: AskedReport | null;
  reportStatus: IncidentReportStatus | undefined;
  onAsked: (asked: AskedReport) => void;
  onClose: () => void;
}

const SECTIONS = [
  { field: 'includedDocumentIds', choices: 'documents', title: 'Documents', empty: 'No documents to display' },
  { field: 'includedPeopleIds', choices: 'people', title: 'People', empty: 'No people involved or witnesses' },
  { field: 'includedImageIds', choices: 'images', title: 'Images', empty: 'No images to display' },
  { field: 'includedInsuranceClaimIds', choices: 'insuranceClaims', title: 'Claims', empty: 'No claims to display' },
] as const;

/**
 * The Incident Report modal (spec 001 §2, §4, §9), extra large: choose the documents, people,
 * images and claims the report includes (the saved choice comes back), then Generate saves the
 * choice and asks for the report; the button checks its status every 5 s until it is done (3),
 * and the modal shows it under way — or the failure (4) instead of waiting for ever.
 */
export function IncidentReportModal({ eventId, asked, reportStatus, onAsked, onClose }: IncidentReportModalProps) {
  const loaded = useRenderOptions(eventId);
  const [options, setOptions] = useState<RenderOptions | null>(null);
  const generate = useGenerateReport(eventId);
  const shown = options ?? loaded.data?.options ?? EMPTY_RENDER_OPTIONS;
  const failed = asked !== null && reportStatus === INCIDENT_REPORT_STATUS.failed;
  const working = generate.isPending || (asked !== null && !failed && reportStatus !== INCIDENT_REPORT_STATUS.done);

  const start = () =>
    generate.mutate(shown, {
      onSuccess: (answer) => {
        setOptions(shown);
        onAsked(answer);
      },
    });

  return (
    <Modal
      open
      title={INCIDENT_REPORT_MESSAGES.title}
      width="min(1140px, 96vw)"
      centered
      onCancel={onClose}
      maskClosable={!working}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button key="generate" type="primary" loading={working} disabled={!loaded.data} onClick={start}>
          {INCIDENT_REPORT_MESSAGES.generate}
        </Button>,
      ]}
    >
      {loaded.isError && (
        <Alert type="error" showIcon message="The event's documents, people, images and claims could not be read." />
      )}
      {working && asked && (
        <Alert type="info" showIcon message={INCIDENT_REPORT_MESSAGES.generating} style={{ marginBottom: 12 }} />
      )}
      {failed && <Alert type="error" showIcon message={INCIDENT_REPORT_MESSAGES.failed} style={{ marginBottom: 12 }} />}
      <Spin spinning={loaded.isPending}>
        <Row gutter={[24, 16]} className="incident-report-choices">
          {SECTIONS.map((section) => (
            <Col key={section.field} xs={24} md={12}>
              <ChoiceList
                title={section.title}
                empty={section.empty}
                choices={loaded.data?.choices[section.choices] ?? []}
                chosen={shown[section.field]}
                onChange={(ids) => setOptions({ ...shown, [section.field]: ids })}
              />
            </Col>
          ))}
        </Row>
      </Spin>
    </Modal>
  );
}
