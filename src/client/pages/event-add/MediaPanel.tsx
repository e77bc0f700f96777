import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { useText } from '../../i18n/language.ts';
import { MediaGallery } from './MediaGallery.tsx';
import { MediaUploader } from './MediaUploader.tsx';
import type { MediaStep } from './use-media-step.ts';

interface MediaPanelProps {
  /** The step's media and uploader (`useMediaStep`): the wizard's Next leaves through it. */
  media: MediaStep;
  /** What the gallery is called for a screen reader ('Event images and videos'). */
  label: string;
}

/**
 * One target's media: what it holds, the uploader that adds to it, and why the step was not left
 * (files still to send). The Add Event wizard's Images/Videos tab and Image Upload steps, and the
 * Perform Task wizard's Image Upload steps.
 */
export function MediaPanel({ media, label }: MediaPanelProps) {
  const { types } = media;
  const t = useText(mediaUploadText);
  // Types read earlier (kept for offline use) serve when a new read fails.
  if (types.isError && !types.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('typesFailed')}
        action={<Button onClick={() => void types.refetch()}>{t('retry')}</Button>}
      />
    );
  }
  return (
    <Flex vertical gap="middle">
      {media.media.isPending ? (
        <Skeleton.Image active />
      ) : (
        <MediaGallery media={media.media.data} label={label} kinds={media.kinds} />
      )}
      <MediaUploader upload={media.upload} types={types.data ?? []} kinds={media.kinds} />
      {media.problem && (
        <Typography.Text type="danger" role="alert">
          {media.problem}
        </Typography.Text>
      )}
    </Flex>
  );
}
