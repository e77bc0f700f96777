import { FileImageOutlined } from '@ant-design/icons';
import { useFileUrl } from '../../api/use-file-url.ts';
import type { ResourceFile } from './resource-api.ts';

const SIZE = 100;

/** An image's 100×100 thumbnail (§9), fetched with the token; the image icon until then or without one. */
export function FileThumbnail({ file }: { file: ResourceFile }) {
  const { url } = useFileUrl(file.thumbnailUrl);
  if (!url) return <FileImageOutlined aria-hidden style={{ fontSize: 40, color: '#1677ff' }} />;
  return <img src={url} alt={file.name} width={SIZE} height={SIZE} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}
