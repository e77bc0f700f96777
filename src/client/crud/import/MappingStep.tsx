import { Alert, Button, Flex, Form, Select, Typography } from 'antd';
import type { Dispatch, ReactNode } from 'react';
import { csvImportText } from '../../i18n/en/csv-import.ts';
import { translate, useText } from '../../i18n/language.ts';
import { type ImportAction, type ImportState, mappingCheck } from './import-flow.ts';
import { rowCount } from './import-summary.ts';
import {
  fileProblems,
  headerOptions,
  mappingRows,
  NOT_IMPORTED,
  sharedHeaderWarnings,
  unusedHeaders,
} from './mapping-rows.ts';

interface MappingStepProps {
  state: ImportState;
  dispatch: Dispatch<ImportAction>;
}

/** The * after a required field's title, read out as '(required)': the select's name is 'Property # (required)'. */
const requiredMark = (label: ReactNode, { required }: { required: boolean }) => (
  <>
    {label}
    {required && (
      <>
        <Typography.Text type="danger" aria-hidden style={{ marginInlineStart: 4 }}>
          *
        </Typography.Text>
        <span className="visually-hidden">{translate(csvImportText, 'required')}</span>
      </>
    )}
  </>
);

/**
 * Step 2: one line per field of the import (required ones marked) with the file's column it reads,
 * pre-filled from the header row and adjustable; the mapping's problems beside their field.
 */
export function MappingStep({ state, dispatch }: MappingStepProps) {
  const { resource, file, mapping } = state;
  const t = useText(csvImportText);
  if (!file) return null;
  const { problems } = mappingCheck(state);
  const options = headerOptions(file.header);
  const unused = unusedHeaders(file.header, mapping);
  const notes = fileProblems(resource, problems);
  return (
    <Flex vertical gap="small">
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>{file.name}</Typography.Text>: {rowCount(file.rowCount)}.{' '}
        <Button type="link" onClick={() => dispatch({ type: 'chooseAnotherFile' })} style={{ padding: 0 }}>
          {t('chooseAnotherFile')}
        </Button>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('mappingIntro')}
      </Typography.Paragraph>
      {notes.map((note) => (
        <Alert key={note} type="error" showIcon message={note} />
      ))}
      <Form
        layout="horizontal"
        labelCol={{ xs: 24, sm: 8 }}
        wrapperCol={{ xs: 24, sm: 16 }}
        labelWrap
        colon={false}
        requiredMark={requiredMark}
      >
        {mappingRows(resource, mapping, problems).map((row) => (
          <Form.Item
            key={row.field}
            label={row.title}
            htmlFor={`import-column-${row.field}`}
            required={row.required}
            extra={row.hint}
            validateStatus={row.problem ? 'error' : undefined}
            help={row.problem}
            style={{ marginBottom: 12 }}
          >
            <Select
              id={`import-column-${row.field}`}
              value={row.header}
              options={options}
              onChange={(header: string) =>
                dispatch({ type: 'map', field: row.field, header: header === NOT_IMPORTED ? null : header })
              }
            />
          </Form.Item>
        ))}
      </Form>
      {sharedHeaderWarnings(resource, mapping).map((warning) => (
        <Alert key={warning} type="warning" showIcon message={warning} />
      ))}
      {unused.length > 0 && (
        <Typography.Text type="secondary">{t('unusedColumns', { columns: unused.join(', ') })}</Typography.Text>
      )}
    </Flex>
  );
}
