import { Modal } from 'antd';
import type { EventForDisplay } from './event-manage-api.ts';
import { StoredImage } from './StoredImage.tsx';

/** The full image view (spec 001 §2 'Modals'): the picture as large as the window allows. */
export function FullImageModal({ image, onClose }: { image: EventForDisplay['images'][number]; onClose: () => void }) {
  return (
    <Modal open title={image.name} onCancel={onClose} footer={null} width="min(1200px, 96vw)" centered>
      <StoredImage path={image.publicUrl} alt={image.name} style={{ maxHeight: '80vh', margin: '0 auto' }} />
    </Modal>
  );
}
