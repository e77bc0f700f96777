import { Alert, Button, Flex, Skeleton } from 'antd';
import { useEffect } from 'react';
import { MediaGallery } from './MediaGallery.tsx';
import { MediaUploader } from './MediaUploader.tsx';
import { useMediaUpload } from './use-media-upload.ts';
import { type MediaTarget, useAcceptedFileTypes, useMedia, useStoreMedia } from './wizard-api.ts';

interface MediaPanelProps {
  target: MediaTarget;
  /** What the gallery is called for a screen reader ('Event images and videos'). */
  label: string;
  /** Tells the tab whether an upload runs (its Next waits for it). */
  onUploadingChange: (uploading: boolean) => void;
}

/** One target's media: what it holds, and the uploader that adds to it (the Images/Videos tab, an Image Upload step). */
export function MediaPanel({ target, label, onUploadingChange }: MediaPanelProps) {
  const media = useMedia(target);
  const types = useAcceptedFileTypes();
  const upload = useMediaUpload(target, useStoreMedia(target));
  useEffect(() => onUploadingChange(upload.uploading), [upload.uploading, onUploadingChange]);
  // Leaving the step cancels its uploads (useMediaUpload): the tab's Next must not wait for them.
  useEffect(() => () => onUploadingChange(false), [onUploadingChange]);

  if (types.isError) {
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
      {media.isPending ? <Skeleton.Image active /> : <MediaGallery media={media.data} label={label} />}
      <MediaUploader upload={upload} types={types.data ?? []} />
    </Flex>
  );
}
