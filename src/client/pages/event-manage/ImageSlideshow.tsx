import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { MediaThumb } from '../event-add/MediaThumb.tsx';
import type { EventForDisplay } from './event-manage-api.ts';
import { StoredImage } from './StoredImage.tsx';

type Image = EventForDisplay['images'][number];

interface ImageSlideshowProps {
  images: Image[];
  current: number;
  onShow: (index: number) => void;
  /** The picture shown was clicked: open the full image view. */
  onOpen: () => void;
}

/**
 * The slideshow of the event's images (spec 001 §2): one picture at a time with Previous / Next
 * (wrapping around) and its place in the row, the thumbnails below to jump to one.
 */
export function ImageSlideshow({ images, current, onShow, onOpen }: ImageSlideshowProps) {
  const t = useText(eventManageText);
  const image = images[current] ?? images[0];
  if (!image) return null;
  const step = (by: number) => onShow((current + by + images.length) % images.length);
  return (
    <Flex vertical gap="middle" align="center">
      <Flex align="center" gap="small" style={{ width: '100%' }}>
        <Button
          icon={<LeftOutlined />}
          aria-label={t('previousImage')}
          onClick={() => step(-1)}
          disabled={images.length < 2}
        />
        <button
          type="button"
          className="slideshow-picture"
          onClick={onOpen}
          aria-label={t('viewFullSize', { name: image.name })}
        >
          <StoredImage path={image.publicUrl} alt={image.name} style={{ maxHeight: 360, margin: '0 auto' }} />
        </button>
        <Button
          icon={<RightOutlined />}
          aria-label={t('nextImage')}
          onClick={() => step(1)}
          disabled={images.length < 2}
        />
      </Flex>
      <Typography.Text type="secondary">
        {image.name} · {current + 1} / {images.length}
      </Typography.Text>
      <ul className="media-gallery" aria-label={t('eventImages')}>
        {images.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className={index === current ? 'slideshow-thumb slideshow-thumb-current' : 'slideshow-thumb'}
              aria-label={t('showImage', { name: item.name })}
              aria-current={index === current}
              onClick={() => onShow(index)}
            >
              <MediaThumb media={item} />
            </button>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
