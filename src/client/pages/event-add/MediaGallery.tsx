import { Typography } from 'antd';
import type { FileType } from '../../../domain/resources/accepted-file-types.ts';
import { mediaUploadText } from '../../i18n/en/media-upload.ts';
import { useText } from '../../i18n/language.ts';
import { MediaThumb } from './MediaThumb.tsx';
import type { MediaLists } from './media-source.ts';
import { mediaKindsWords, WIZARD_MEDIA_KINDS } from './wizard-media.ts';

interface MediaGalleryProps {
  media: MediaLists | undefined;
  label: string;
  /** What the target takes, for the words when it holds nothing ('No images yet.'). */
  kinds?: readonly FileType[];
}

/** The images and videos the target holds, newest last, as thumbnails that wrap on a phone. */
export function MediaGallery({ media, label, kinds = WIZARD_MEDIA_KINDS }: MediaGalleryProps) {
  const t = useText(mediaUploadText);
  const items = [...(media?.images ?? []), ...(media?.videos ?? [])];
  if (items.length === 0) {
    return <Typography.Text type="secondary">{t('noneYet', { many: mediaKindsWords(kinds).many })}</Typography.Text>;
  }
  return (
    <ul className="media-gallery" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <MediaThumb media={item} />
        </li>
      ))}
    </ul>
  );
}
