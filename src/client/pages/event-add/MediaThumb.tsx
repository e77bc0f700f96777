import { FileImageOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useFileUrl } from '../../api/use-file-url.ts';
import type { Media } from './media-source.ts';
import { isVideoMedia } from './wizard-media.ts';

/** The thumbnail's size (spec 001 §9: 100 by 100 pixels). */
const SIZE = 100;

/**
 * One uploaded image or video: the image's 100×100 thumbnail, fetched with the token (the file
 * URLs need it, an `<img src>` alone could not), or an icon for a video or an unreadable image.
 */
export function MediaThumb({ media }: { media: Media }) {
  const video = isVideoMedia(media);
  const { url } = useFileUrl(video ? null : media.thumbnailUrl);
  return (
    <figure className="media-thumb" title={media.name}>
      {url ? (
        <img src={url} alt={media.name} width={SIZE} height={SIZE} />
      ) : (
        <span className="media-thumb-icon" role="img" aria-label={media.name}>
          {video ? <VideoCameraOutlined /> : <FileImageOutlined />}
        </span>
      )}
      <figcaption>{media.name}</figcaption>
    </figure>
  );
}
