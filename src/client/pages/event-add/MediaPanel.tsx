import { Alert, Button, Flex, Skeleton, Typography } from 'antd';
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
  // Types read earlier (kept for offline use) serve when a new read fails.
  if (types.isError && !types.data) {
    return (
      <Alert
        type="warning"
        showIcon
        message="The accepted file types could not be loaded."
        action={<Button onClick={() => void types.refetch()}>Retry</Button>}
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
