import { Alert, Button, Col, Modal, Row, Spin } from 'antd';
import { useState } from 'react';
import {
  EMPTY_RENDER_OPTIONS,
  INCIDENT_REPORT_STATUS,
  type IncidentReportStatus,
} from '../../../../domain/events/incident-report.ts';
import { eventManageText } from '../../../i18n/en/event-manage.ts';
import { useText } from '../../../i18n/language.ts';
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

/** The four lists, with the catalogue keys of their title and empty text. */
const SECTIONS = [
  { field: 'includedDocumentIds', choices: 'documents', titleKey: 'documents', emptyKey: 'noDocuments' },
  { field: 'includedPeopleIds', choices: 'people', titleKey: 'people', emptyKey: 'noPeopleOrWitnesses' },
  { field: 'includedImageIds', choices: 'images', titleKey: 'images', emptyKey: 'noImages' },
  { field: 'includedInsuranceClaimIds', choices: 'insuranceClaims', titleKey: 'claims', emptyKey: 'noClaims' },
] as const;

/**
 * The Incident Report modal (spec 001 §2, §4, §9), extra large: choose the documents, people,
 * images and claims the report includes (the saved choice comes back), then Generate saves the
 * choice and asks for the report; the button checks its status every 5 s until it is done (3),
 * and the modal shows it under way — or the failure (4) instead of waiting for ever.
 */
export function IncidentReportModal({ eventId, asked, reportStatus, onAsked, onClose }: IncidentReportModalProps) {
  const t = useText(eventManageText);
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
      title={t('incidentReport')}
      width="min(1140px, 96vw)"
      centered
      onCancel={onClose}
      maskClosable={!working}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('close')}
        </Button>,
        <Button key="generate" type="primary" loading={working} disabled={!loaded.data} onClick={start}>
          {t('generate')}
        </Button>,
      ]}
    >
      {loaded.isError && <Alert type="error" showIcon message={t('reportChoicesNotRead')} />}
      {working && asked && <Alert type="info" showIcon message={t('generating')} style={{ marginBottom: 12 }} />}
      {failed && <Alert type="error" showIcon message={t('reportFailed')} style={{ marginBottom: 12 }} />}
      <Spin spinning={loaded.isPending}>
        <Row gutter={[24, 16]} className="incident-report-choices">
          {SECTIONS.map((section) => (
            <Col key={section.field} xs={24} md={12}>
              <ChoiceList
                title={t(section.titleKey)}
                empty={t(section.emptyKey)}
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
