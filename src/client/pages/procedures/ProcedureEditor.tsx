import { EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Flex, Grid, Result, Skeleton, Tooltip } from 'antd';
import { useState } from 'react';
import { withFeedback } from '../../feedback/feedback.tsx';
import { HelpMenu } from './HelpMenu.tsx';
import { ProcedureDetails } from './ProcedureDetails.tsx';
import { ProcedurePreview } from './ProcedurePreview.tsx';
import { problemSummary } from './problem-text.ts';
import type { ProcedureView } from './procedure-views.ts';
import { useProcedureEditor } from './use-procedure-editor.ts';

interface ProcedureEditorProps {
  view: ProcedureView;
  /** null: a new procedure. */
  procedureId: string | null;
  onClose: () => void;
}

/**
 * The steps editor (spec 001 §2): a drawer titled '{Procedure|Task / Inspection} Steps' with a
 * Help dropdown, Preview, Save and Close. It always opens in Details mode; Preview walks the
 * steps as a reporter would, with Save and Close hidden until 'Exit Preview Mode'.
 */
export function ProcedureEditor({ view, procedureId, onClose }: ProcedureEditorProps) {
  const editor = useProcedureEditor(view, procedureId);
  const [previewing, setPreviewing] = useState(false);
  const screens = Grid.useBreakpoint();
  const { draft } = editor;

  const requestClose = () => {
    if (!editor.dirty) {
      onClose();
      return;
    }
    withFeedback(({ modal }) =>
      modal.confirm({
        title: 'Discard unsaved changes?',
        content: 'The changes to this procedure have not been saved.',
        okText: 'Discard',
        okButtonProps: { danger: true },
        cancelText: 'Keep Editing',
        onOk: onClose,
      }),
    );
  };

  const saveBlockers = [
    ...problemSummary(editor.problems),
    ...(editor.duplicate.isDuplicate ? ['A procedure with this type and category already exists.'] : []),
  ];

  const actions = previewing ? (
    <Button icon={<RollbackOutlined />} aria-label="Exit Preview Mode" onClick={() => setPreviewing(false)}>
      Exit Preview Mode
    </Button>
  ) : (
    <Flex gap="small" wrap justify="end">
      <HelpMenu view={view} compact={!screens.sm} />
      <Button icon={<EyeOutlined />} aria-label="Preview" onClick={() => setPreviewing(true)} disabled={!draft}>
        Preview
      </Button>
      <Tooltip
        title={
          saveBlockers.length > 0 ? (
            <div>
              {saveBlockers.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </div>
          ) : undefined
        }
      >
        <Button type="primary" onClick={() => void editor.submit()} disabled={!editor.canSave} loading={editor.saving}>
          Save
        </Button>
      </Tooltip>
      <Button onClick={requestClose}>Close</Button>
    </Flex>
  );

  return (
    <Drawer
      open
      title={view.editorTitle}
      // On a phone the actions stay in reach at the bottom of the screen.
      extra={screens.sm ? actions : undefined}
      footer={screens.sm ? undefined : actions}
      width={screens.md ? 880 : '100%'}
      closable={false}
      maskClosable={false}
      keyboard={!previewing}
      onClose={requestClose}
      destroyOnHidden
      styles={{ body: { padding: screens.sm ? 24 : 16 }, footer: { padding: '8px 16px' } }}
    >
      {editor.loaded.isError && !draft ? (
        <Result
          status="warning"
          title="The procedure could not be loaded."
          extra={<Button onClick={() => void editor.loaded.refetch()}>Retry</Button>}
        />
      ) : !draft ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : previewing ? (
        <ProcedurePreview steps={draft.questions} />
      ) : (
        <>
          {editor.serverMessage && (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              message={editor.serverMessage}
              description={
                editor.serverErrors.length > 0
                  ? problemSummary(editor.serverErrors, 10).map((line) => <div key={line}>{line}</div>)
                  : undefined
              }
            />
          )}
          <ProcedureDetails view={view} editor={editor} />
        </>
      )}
    </Drawer>
  );
}
