import { Alert, Button, Flex, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import type { IncidentProcedureRow } from '../../../../schemas/procedure/replies.ts';
import { ApiError } from '../../api/http.ts';
import { proceduresText } from '../../i18n/en/procedures.ts';
import { useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { copyTarget } from './copy-rules.ts';
import { useDuplicateCheck, useDuplicateProcedure, useEventTypeChoices } from './procedure-api.ts';
import { pairText } from './procedure-views.ts';

interface CopyProcedureModalProps {
  source: IncidentProcedureRow;
  onClose: () => void;
}

/**
 * 'Copy Procedure from {type}/{category}' (spec 001 §2, §4, §5): a target type (required) and
 * category. Copy becomes Overwrite, with the warning, when the target already has a procedure;
 * the source's own type and category are refused. Closed only by Cancel or a finished copy.
 */
export function CopyProcedureModal({ source, onClose }: CopyProcedureModalProps) {
  const t = useText(proceduresText);
  const [typeId, setTypeId] = useState<string | null>(null);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const types = useEventTypeChoices();
  const duplicate = useDuplicateProcedure();
  const target = copyTarget(source, typeId, categoryId);
  const check = useDuplicateCheck(
    target.kind === 'other'
      ? { sourceProcedureId: source.id, newTypeId: target.typeId, newCategoryId: categoryId }
      : null,
  );
  const overwrite = target.kind === 'other' && check.data === true;
  const chosenType = types.data?.find((type) => type.id === typeId);

  const submit = async () => {
    if (target.kind !== 'other') return;
    setFailure(null);
    try {
      await duplicate.mutateAsync({
        sourceProcedureId: source.id,
        newTypeId: target.typeId,
        newCategoryId: categoryId,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setFailure(error.message);
      return;
    }
    showToast('success', t('copied'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('copyTitle', { pair: pairText(source.eventType, source.eventCategory) })}
      maskClosable={false}
      keyboard={false}
      closable={false}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose} disabled={duplicate.isPending}>
            {t('cancel')}
          </Button>
          <Button
            type="primary"
            danger={overwrite}
            disabled={target.kind !== 'other' || check.isFetching}
            loading={duplicate.isPending}
            onClick={() => void submit()}
          >
            {t(overwrite ? 'overwrite' : 'copy')}
          </Button>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('type')} htmlFor="copy-type" required>
          <Select
            id="copy-type"
            showSearch
            optionFilterProp="label"
            placeholder={t('copyTypePlaceholder')}
            value={typeId}
            loading={types.isFetching}
            options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
            onChange={(id: string) => {
              setTypeId(id);
              setCategoryId(null);
            }}
          />
        </Form.Item>
        <Form.Item label={t('category')} htmlFor="copy-category">
          <Select
            id="copy-category"
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('categoryPlaceholder')}
            value={categoryId}
            disabled={!chosenType}
            options={(chosenType?.categories ?? []).map((category) => ({ value: category.id, label: category.name }))}
            onChange={(id: string | undefined) => setCategoryId(id ?? null)}
          />
        </Form.Item>
      </Form>
      {types.isError && <Alert type="warning" showIcon message={t('typesLoadFailed')} style={{ marginBottom: 12 }} />}
      {target.kind === 'same' && <Alert type="error" showIcon message={t('copyToItself')} />}
      {overwrite && <Alert type="warning" showIcon message={t('overwriteWarning')} />}
      {failure && <Alert type="error" showIcon message={failure} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
