import { Button, Flex, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { CATEGORY_NAME_MAX_LENGTH } from '../../../../schemas/event-category.ts';
import { ApiError } from '../../api/http.ts';
import { eventCategoriesText } from '../../i18n/en/event-categories.ts';
import { useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { type CategoryDraft, categoryModalTitle, categoryNameProblem } from './category-rules.ts';
import { useSaveCategory } from './use-event-types.ts';

interface CategoryModalProps {
  draft: CategoryDraft;
  onClose: () => void;
}

/**
 * The Add/Edit Category modal (spec 001 §2): one Name field, Close and Save (disabled while the
 * name is blank). A refusal from the server shows on the field; other failures were already
 * toasted by the HTTP client's global handler.
 */
export function CategoryModal({ draft, onClose }: CategoryModalProps) {
  const t = useText(eventCategoriesText);
  const [name, setName] = useState(draft.category?.name ?? '');
  const [serverError, setServerError] = useState<{ name: string; message: string } | null>(null);
  const save = useSaveCategory();
  const problem = categoryNameProblem(name);
  // A server refusal stays on the field until the name changes.
  const shownError = serverError && serverError.name === name ? serverError.message : null;

  const submit = async () => {
    if (problem) return;
    try {
      await save.mutateAsync({ draft, name });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const onName = error.body?.validationErrors?.find((item) => item.field === 'name');
        if (onName) setServerError({ name, message: onName.message });
        else showToast('error', error.message);
      }
      return;
    }
    showToast('success', t('saved'));
    onClose();
  };

  return (
    <Modal open title={categoryModalTitle(draft)} footer={null} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void submit()} disabled={save.isPending}>
        <Form.Item label={t('eventType')}>
          <Input value={draft.typeName} disabled aria-label={t('eventType')} />
        </Form.Item>
        <Form.Item
          label={t('name')}
          htmlFor="category-name"
          required
          validateStatus={shownError || (problem && name !== '') ? 'error' : undefined}
          help={shownError ?? (problem && name !== '' ? problem : undefined)}
        >
          <Input
            id="category-name"
            value={name}
            autoFocus
            maxLength={CATEGORY_NAME_MAX_LENGTH}
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="primary" htmlType="submit" disabled={problem !== null} loading={save.isPending}>
            {t('save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
