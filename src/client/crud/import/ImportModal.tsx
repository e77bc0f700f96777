import { useInvalidate, useWarnAboutChange } from '@refinedev/core';
import { Alert, Button, Flex, Grid, Modal, Steps, Typography } from 'antd';
import { useCallback, useEffect, useReducer } from 'react';
import type { ImportResource } from '../../../domain/import/resources.ts';
import { withFeedback } from '../../feedback/feedback.tsx';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { translate, useText } from '../../i18n/language.ts';
import { CheckResult } from './CheckResult.tsx';
import { FileStep } from './FileStep.tsx';
import { ImportOutcome } from './ImportOutcome.tsx';
import {
  canCheck,
  IMPORT_STEPS,
  importReducer,
  importStep,
  initialImportState,
  readChosenFile,
} from './import-flow.ts';
import { IMPORT_NOTES, importButtonLabel, importHeading, rowsToImport } from './import-summary.ts';
import { MappingStep } from './MappingStep.tsx';
import { RunProgress } from './RunProgress.tsx';
import { useImportRun } from './use-import-run.ts';
import { useStepFocus } from './use-step-focus.ts';

interface ImportModalProps {
  resource: ImportResource;
  /** The Refine resource of the list behind the modal: refreshed once rows may have been written. */
  listResource: string;
  onClose: () => void;
}

/**
 * 'Import CSV' (issue 24): pick a file (or download a template), match its columns, check it
 * (a dry run: what would be created, updated, left alone, and every row's errors), then import
 * the valid rows with a progress bar and a Cancel. Closing mid-import asks first.
 */
export default function ImportModal({ resource, listResource, onClose }: ImportModalProps) {
  const [state, dispatch] = useReducer(importReducer, resource, initialImportState);
  const t = useText(csvImportText);
  const invalidate = useInvalidate();
  const refreshList = useCallback(
    () => void invalidate({ resource: listResource, invalidates: ['list'] }),
    [invalidate, listResource],
  );
  const { run, cancel } = useImportRun(state, dispatch, refreshList);
  const step = importStep(state);
  const stepIndex = IMPORT_STEPS.indexOf(step);
  const screens = Grid.useBreakpoint();
  const heading = importHeading(state);
  const headingRef = useStepFocus<HTMLHeadingElement>(heading);
  const importing = state.running?.kind === 'import';

  // Leaving the page mid-import asks too (Refine's prompt): the rows being written would stop halfway.
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(importing);
    return () => setWarnWhen(false);
  }, [importing, setWarnWhen]);

  const pick = async (file: File) => dispatch(await readChosenFile(file));

  const close = () => {
    if (!importing) {
      cancel();
      onClose();
      return;
    }
    withFeedback(({ modal }) =>
      modal.confirm({
        title: IMPORT_NOTES.stopTitle,
        content: IMPORT_NOTES.stopContent,
        okText: translate(csvImportText, 'stopImport'),
        okButtonProps: { danger: true },
        cancelText: translate(csvImportText, 'keepImporting'),
        onOk: () => {
          cancel();
          onClose();
        },
      }),
    );
  };

  const footer = () => {
    if (state.running) return null;
    switch (step) {
      case 'mapping':
        return [
          <Button key="close" onClick={close}>
            {t('close')}
          </Button>,
          <Button key="check" type="primary" disabled={!canCheck(state)} onClick={() => void run('check')}>
            {t('checkFile')}
          </Button>,
        ];
      case 'check':
        return state.checked
          ? [
              <Button key="back" onClick={() => dispatch({ type: 'backToMapping' })}>
                {t('back')}
              </Button>,
              <Button
                key="import"
                type="primary"
                disabled={rowsToImport(state.checked) === 0}
                onClick={() => void run('import')}
              >
                {importButtonLabel(state.checked)}
              </Button>,
            ]
          : null;
      default:
        return (
          <Button type={step === 'import' ? 'primary' : 'default'} onClick={close}>
            {t('close')}
          </Button>
        );
    }
  };

  return (
    <Modal
      open
      title={t('modalTitle', { list: t(`list.${resource}`) })}
      width={760}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={footer()}
    >
      <Flex vertical gap="middle">
        {/* Four steps do not fit across a phone: there, the step in words. */}
        {screens.sm ? (
          <Steps
            size="small"
            labelPlacement="vertical"
            responsive={false}
            current={stepIndex}
            items={IMPORT_STEPS.map((key) => ({ title: t(`step.${key}`) }))}
          />
        ) : (
          <Typography.Text type="secondary">
            {t('stepOf', { number: stepIndex + 1, count: IMPORT_STEPS.length, step: t(`step.${step}`) })}
          </Typography.Text>
        )}
        <Typography.Title level={2} ref={headingRef} tabIndex={-1} style={{ fontSize: 16, margin: 0 }}>
          {heading}
        </Typography.Title>
        {state.failure && (
          <Alert
            type="error"
            showIcon
            message={state.failure.message}
            description={state.failure.during === 'import' ? IMPORT_NOTES.failedMidway : undefined}
          />
        )}
        {step === 'file' && (
          <FileStep resource={resource} problem={state.fileProblem} onPick={(file) => void pick(file)} />
        )}
        {step === 'mapping' && <MappingStep state={state} dispatch={dispatch} />}
        {state.running ? (
          <RunProgress
            percent={state.running.percent}
            serverWork={importing ? 'writes' : 'checks'}
            note={importing ? IMPORT_NOTES.cancelWarning : undefined}
            onCancel={cancel}
          />
        ) : (
          <>
            {step === 'check' && state.checked && <CheckResult resource={resource} reply={state.checked} />}
            {step === 'import' && <ImportOutcome resource={resource} reply={state.imported} />}
          </>
        )}
      </Flex>
    </Modal>
  );
}
