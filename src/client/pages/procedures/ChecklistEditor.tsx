import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { PROCEDURE_LIMITS } from '../../../../schemas/procedure/entity.ts';
import type { ProcedureStep } from '../../../domain/procedures/procedure-model.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { fieldProblemText } from './problem-text.ts';
import type { ProcedureEditorState } from './use-procedure-editor.ts';

interface ChecklistEditorProps {
  editor: ProcedureEditorState;
  step: ProcedureStep;
  index: number;
}

/** The items of a Checklist step: text each, add, delete (one item always stays), numbered 1, 2, 3… */
export function ChecklistEditor({ editor, step, index }: ChecklistEditorProps) {
  const t = useText(proceduresText);
  const { dispatch, problemOf } = editor;
  const number = index + 1;
  const items = step.checklistItems;
  const listProblem = problemOf(`questions.${index}.checklistItems`);
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, marginBottom: 8, border: 0 }}>{t('checklistItems')}</legend>
      <Flex vertical gap={8}>
        {items.map((item, itemIndex) => {
          const problem = problemOf(`questions.${index}.checklistItems.${itemIndex}.text`);
          return (
            <Form.Item
              // Items have no id; their position is their identity while editing.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={itemIndex}
              validateStatus={problem ? 'error' : undefined}
              help={problem ? fieldProblemText(t('item', { number: item.sortKey }), problem) : undefined}
              style={{ marginBottom: 0 }}
            >
              <Flex gap="small" align="center">
                <Typography.Text type="secondary" style={{ minWidth: 20, textAlign: 'right' }}>
                  {item.sortKey}.
                </Typography.Text>
                <Input
                  aria-label={t('stepItem', { number, item: item.sortKey })}
                  placeholder={t('checklistItem')}
                  value={item.text}
                  maxLength={PROCEDURE_LIMITS.itemTextLength}
                  onChange={(event) => dispatch({ kind: 'itemText', index, item: itemIndex, text: event.target.value })}
                  onBlur={() => editor.touch(`questions.${index}.checklistItems.${itemIndex}.text`)}
                />
                {items.length > 1 && (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('deleteItem', { item: item.sortKey, number })}
                    onClick={() => dispatch({ kind: 'removeItem', index, item: itemIndex })}
                  />
                )}
              </Flex>
            </Form.Item>
          );
        })}
        {listProblem && (
          <Typography.Text type="danger">{fieldProblemText(t('checklist'), listProblem)}</Typography.Text>
        )}
        <div>
          <Button
            size="small"
            icon={<PlusOutlined />}
            disabled={items.length >= PROCEDURE_LIMITS.itemsPerStep}
            onClick={() => dispatch({ kind: 'addItem', index })}
            aria-label={t('addItemTo', { number })}
          >
            {t('addItem')}
          </Button>
        </div>
      </Flex>
    </fieldset>
  );
}
