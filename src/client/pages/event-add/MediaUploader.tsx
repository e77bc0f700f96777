import { CameraOutlined, CloseOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, List, Progress, Typography } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { acceptAttribute, type FileType, type ServedFileType } from '../../../domain/resources/accepted-file-types.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { useText } from '../../i18n/language.ts';
import { percentOf, uploadReadiness } from './upload-queue.ts';
import type { useMediaUpload } from './use-media-upload.ts';
import { mediaKindsWords, WIZARD_MEDIA_KINDS } from './wizard-media.ts';

interface MediaUploaderProps {
  upload: ReturnType<typeof useMediaUpload>;
  /** The accepted file types the server served (spec 001 §3: the wizard takes its extensions from it). */
  types: readonly ServedFileType[];
  /** What it takes: the wizard's images and videos unless told (event management's Upload Images: images). */
  kinds?: readonly FileType[];
}

/**
 * Choosing and sending images and videos (spec 001 §5): Take Photo opens a phone's rear camera
 * (`accept="image/*"`, `capture="environment"`), Choose Files picks several; each chosen file
 * shows with its progress bar and a Cancel (Remove before it is sent); Upload is enabled only
 * when every chosen file is an accepted one, nothing is running and a file is waiting. The
 * wizards' Next uploads what is still waiting (use-media-step.ts).
 */
export function MediaUploader({ upload, types, kinds = WIZARD_MEDIA_KINDS }: MediaUploaderProps) {
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const readiness = uploadReadiness(upload.queue, types, kinds);
  const refused = new Set(readiness.refused.map((entry) => entry.key));
  const accept = acceptAttribute(kinds, types);
  const t = useText(mediaUploadText);
  const words = mediaKindsWords(kinds);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    upload.add([...(event.target.files ?? [])]);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
  };

  return (
    <Flex vertical gap="middle" className="media-uploader">
      <Flex gap="small" wrap>
        <Button size="large" icon={<CameraOutlined />} onClick={() => camera.current?.click()} disabled={!types.length}>
          {t('takePhoto')}
        </Button>
        <Button
          size="large"
          icon={<PaperClipOutlined />}
          onClick={() => picker.current?.click()}
          disabled={!types.length}
        >
          {t('chooseFiles')}
        </Button>
      </Flex>
      {/* image/* with capture: a phone opens its camera (extensions alone make some browsers offer files
          instead); what comes back is checked against the accepted image types like any chosen file. */}
      <input
        ref={camera}
        type="file"
        hidden
        accept="image/*"
        capture="environment"
        aria-label={t('takeAPhoto')}
        onChange={choose}
      />
      <input
        ref={picker}
        type="file"
        hidden
        multiple
        accept={accept}
        aria-label={t('choose', { many: words.many })}
        onChange={choose}
      />
      <Typography.Text type="secondary" className="media-accepted">
        {t('accepted', { extensions: accept.split(',').join(', ') })}
      </Typography.Text>
      {upload.queue.length > 0 && (
        <List
          size="small"
          bordered
          aria-label={t('filesToUpload')}
          dataSource={upload.queue}
          renderItem={(entry) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Flex justify="space-between" align="center" gap="small">
                  <Typography.Text ellipsis style={{ minWidth: 0 }}>
                    {entry.file.name}
                  </Typography.Text>
                  {entry.status === 'uploading' ? (
                    <Button icon={<CloseOutlined />} onClick={() => upload.cancel(entry.key)} className="touch-button">
                      {t('cancel')}
                    </Button>
                  ) : (
                    <Button
                      icon={<CloseOutlined />}
                      onClick={() => upload.remove(entry.key)}
                      aria-label={t('removeFile', { name: entry.file.name })}
                      className="touch-button"
                    >
                      {t('remove')}
                    </Button>
                  )}
                </Flex>
                {entry.status === 'uploading' && (
                  <Progress
                    percent={percentOf(entry)}
                    size="small"
                    aria-label={t('uploadingFile', { name: entry.file.name })}
                  />
                )}
                {refused.has(entry.key) && (
                  <Typography.Text type="danger">{t('notAccepted', { one: words.one })}</Typography.Text>
                )}
                {entry.status === 'failed' && entry.error && (
                  <Typography.Text type="danger">{entry.error}</Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      )}
      <Button
        type="primary"
        size="large"
        icon={<UploadOutlined />}
        disabled={!readiness.canUpload}
        loading={upload.uploading}
        onClick={() => void upload.uploadAll()}
      >
        {t('upload')}
      </Button>
    </Flex>
  );
}
