import { Alert, Button, Modal } from 'antd';
import { FILE_KINDS } from '../../../domain/resources/accepted-file-types.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { MediaUploader } from '../event-add/MediaUploader.tsx';
import { useMediaUpload } from '../event-add/use-media-upload.ts';
import { type MediaLists, uploadMedia, useAcceptedFileTypes } from '../event-add/wizard-api.ts';

/** Event management uploads images only (spec 001 §5 'Event images upload'). */
const IMAGE_KINDS = [FILE_KINDS.image] as const;

interface UploadImagesModalProps {
  eventId: string;
  /** Each upload's answer: every image and video of the event after it. */
  onUploaded: (lists: MediaLists) => void;
  onClose: () => void;
}

/**
 * Upload Images (spec 001 §2, §5): several images, the accepted image extensions the server
 * serves, each file with its progress and Cancel, Upload enabled only when every chosen file is
 * an image, nothing runs and a file waits — the Add Event wizard's uploader, taking images only.
 * Closing cancels what is still being sent.
 */
export function UploadImagesModal({ eventId, onUploaded, onClose }: UploadImagesModalProps) {
  const t = useText(eventManageText);
  const types = useAcceptedFileTypes();
  // Management needs the server: its uploads are sent at once, never queued offline.
  const upload = useMediaUpload(
    (file, onProgress, signal) => uploadMedia({ eventId }, file, onProgress, signal),
    onUploaded,
  );
  return (
    <Modal
      open
      title={t('uploadImages')}
      onCancel={onClose}
      maskClosable={!upload.uploading}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {types.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('fileTypesNotLoaded')}
          action={<Button onClick={() => void types.refetch()}>{t('retry')}</Button>}
        />
      ) : (
        <MediaUploader upload={upload} types={types.data ?? []} kinds={IMAGE_KINDS} />
      )}
    </Modal>
  );
}
