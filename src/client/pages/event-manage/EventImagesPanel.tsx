import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { useState } from 'react';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';
import { type EventForDisplay, useShowUploadedImages } from './event-manage-api.ts';
import { FullImageModal } from './FullImageModal.tsx';
import { ImageSlideshow } from './ImageSlideshow.tsx';
import { UploadImagesModal } from './UploadImagesModal.tsx';

/** The event images panel (spec 001 §2): Add (Upload Images), the slideshow and the full image view. */
export function EventImagesPanel({ event }: { event: EventForDisplay }) {
  const t = useText(eventManageText);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState(false);
  const [adding, setAdding] = useState(false);
  const showUploaded = useShowUploadedImages(event.id);
  const { images } = event;
  const shown = images[Math.min(current, images.length - 1)];
  return (
    <Card
      title={t('images')}
      size="small"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('add')}
        </Button>
      }
    >
      {images.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noImages')} />
      ) : (
        <ImageSlideshow
          images={images}
          current={Math.min(current, images.length - 1)}
          onShow={setCurrent}
          onOpen={() => setViewing(true)}
        />
      )}
      {viewing && shown && <FullImageModal image={shown} onClose={() => setViewing(false)} />}
      {adding && <UploadImagesModal eventId={event.id} onUploaded={showUploaded} onClose={() => setAdding(false)} />}
    </Card>
  );
}
