import { FileImageOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import type { CSSProperties } from 'react';
import { useFileUrl } from '../../api/use-file-url.ts';
import { eventManageText } from '../../i18n/en/event-manage.ts';
import { useText } from '../../i18n/language.ts';

/**
 * A stored image at its full size, fetched with the token (the download needs it, an `<img src>`
 * alone could not send it): a spinner while it loads, an icon when it cannot be read.
 */
export function StoredImage({ path, alt, style }: { path: string; alt: string; style?: CSSProperties }) {
  const t = useText(eventManageText);
  const { url, failed } = useFileUrl(path);
  if (url) return <img src={url} alt={alt} style={{ display: 'block', maxWidth: '100%', ...style }} />;
  return (
    <div className="stored-image-placeholder" role="img" aria-label={failed ? t('imageNotShown', { name: alt }) : alt}>
      {failed ? <FileImageOutlined /> : <Spin />}
    </div>
  );
}
