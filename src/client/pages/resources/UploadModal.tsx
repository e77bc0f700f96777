import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Modal, Progress, Select, Upload } from 'antd';
import { useRef, useState } from 'react';
import { acceptAttribute, FILE_KINDS, type FileKind } from '../../../domain/resources/accepted-file-types.ts';
import { RESOURCE_NAME_MAX_LENGTH, RESOURCE_NOTE_MAX_LENGTH } from '../../../domain/resources/resource-folders.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { resourceBrowserText } from '../../i18n/en/resource-browser.ts';
import { translate, useText } from '../../i18n/language.ts';
import { showToast } from '../../session/toasts.ts';
import { uploadInto, useDocumentTypeChoices, type WritablePlace } from './resource-api.ts';
import {
  canSaveUpload,
  emptyUploadForm,
  UPLOAD_FORMS,
  type UploadField,
  uploadProblems,
  withChosenFile,
} from './resource-upload.ts';

interface UploadModalProps {
  place: WritablePlace;
  kind: FileKind;
  onClose: () => void;
  onUploaded: () => void;
}

/**
 * Add Document / Add Image / Add Video (spec 001 §5): one file of the kind, its name (filled from
 * the file), the document type (required within an event), a note. Save is disabled while the
 * form is invalid, while it uploads, or without a file; the upload shows its progress and can be
 * cancelled. Done: 'Media upload successfully'; refused: the server's reason (4 s).
 */
export function UploadModal({ place, kind, onClose, onUploaded }: UploadModalProps) {
  const inEvent = place.kind === 'event';
  const [form, setForm] = useState(() => emptyUploadForm(kind));
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<UploadField>>(new Set());
  const [percent, setPercent] = useState<number | null>(null);
  const running = percent !== null;
  const controller = useRef<AbortController | null>(null);
  const types = useDocumentTypeChoices(kind === 'document');
  const problems = uploadProblems(form, { inEvent });
  const touch = (field: UploadField) => setTouched((fields) => new Set([...fields, field]));
  const shown = (field: UploadField) => (touched.has(field) ? problems[field] : undefined);
  const t = useText(resourceBrowserText);
  const { title, nameLabel } = UPLOAD_FORMS[kind];

  const choose = (picked: File | null) => {
    setFile(picked);
    setForm((current) => withChosenFile(current, picked?.name ?? null));
    touch('file');
  };

  const save = async () => {
    if (!file || !canSaveUpload(form, problems, running)) return;
    const abort = new AbortController();
    controller.current = abort;
    setPercent(0);
    try {
      await uploadInto(place, {
        kind: FILE_KINDS[kind],
        name: form.name.trim(),
        note,
        documentTypeId: form.documentTypeId,
        file,
        signal: abort.signal,
        onProgress: ({ loaded, total }) => setPercent(total > 0 ? Math.floor((loaded / total) * 100) : 0),
      });
      showToast('success', translate(mediaUploadText, 'uploaded'));
      onUploaded();
      onClose();
    } catch (error) {
      if ((error as Error).name !== 'AbortError') showToast('error', (error as Error).message);
    } finally {
      controller.current = null;
      setPercent(null);
    }
  };

  const close = () => {
    controller.current?.abort();
    onClose();
  };

  return (
    <Modal open title={title} footer={null} onCancel={close} maskClosable={false} destroyOnHidden>
      <Form layout="vertical" onFinish={() => void save()} disabled={running}>
        <Form.Item label={t('file')} required validateStatus={shown('file') ? 'error' : undefined} help={shown('file')}>
          <Upload
            accept={acceptAttribute([FILE_KINDS[kind]])}
            maxCount={1}
            fileList={file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : []}
            beforeUpload={(picked) => {
              choose(picked);
              return false;
            }}
            onRemove={() => choose(null)}
          >
            <Button icon={<UploadOutlined />}>{t('chooseFile')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item
          label={nameLabel}
          htmlFor="upload-name"
          required
          validateStatus={shown('name') ? 'error' : undefined}
          help={shown('name')}
        >
          <Input
            id="upload-name"
            value={form.name}
            maxLength={RESOURCE_NAME_MAX_LENGTH}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            onBlur={() => touch('name')}
          />
        </Form.Item>
        {kind === 'document' && (
          <Form.Item
            label={t('documentType')}
            htmlFor="upload-type"
            required={inEvent}
            validateStatus={shown('documentTypeId') ? 'error' : undefined}
            help={shown('documentTypeId')}
          >
            <Select
              id="upload-type"
              aria-label={t('documentType')}
              placeholder={inEvent ? t('documentTypeRequiredPlaceholder') : t('documentType')}
              allowClear={!inEvent}
              loading={types.isPending}
              disabled={types.isPending || running}
              value={form.documentTypeId ?? undefined}
              options={(types.data?.documentTypes ?? []).map((type) => ({ value: type.id, label: type.name }))}
              onChange={(value?: string) => setForm({ ...form, documentTypeId: value ?? null })}
              onBlur={() => touch('documentTypeId')}
            />
          </Form.Item>
        )}
        <Form.Item label={t('note')} htmlFor="upload-note">
          <Input.TextArea
            id="upload-note"
            value={note}
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={RESOURCE_NOTE_MAX_LENGTH}
            onChange={(event) => setNote(event.target.value)}
          />
        </Form.Item>
        {running && <Progress percent={percent} size="small" aria-label={t('uploadProgress')} />}
        <Flex justify="end" gap="small">
          {running ? (
            // Cancel stops the upload and keeps the form, to try again or close.
            <Button onClick={() => controller.current?.abort()} disabled={false}>
              {t('cancel')}
            </Button>
          ) : (
            <Button onClick={close}>{t('close')}</Button>
          )}
          <Button type="primary" htmlType="submit" disabled={!canSaveUpload(form, problems, running)} loading={running}>
            {t('save')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}
