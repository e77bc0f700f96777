import { Typography } from 'antd';
import { MediaThumb } from './MediaThumb.tsx';
import type { MediaLists } from './wizard-api.ts';

/** The images and videos the target holds, newest last, as thumbnails that wrap on a phone. */
export function MediaGallery({ media, label }: { media: MediaLists | undefined; label: string }) {
  const items = [...(media?.images ?? []), ...(media?.videos ?? [])];
  if (items.length === 0) {
    return <Typography.Text type="secondary">No images or videos yet.</Typography.Text>;
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
