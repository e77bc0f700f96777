import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { ComponentType, CSSProperties } from 'react';
import { acceptedFileType, extensionOf } from '../../../domain/resources/accepted-file-types.ts';

/** The icons the accepted file types name (`class`, src/domain/resources/accepted-file-types.ts). */
const ICONS: Record<string, ComponentType<{ style?: CSSProperties; 'aria-hidden'?: boolean }>> = {
  FileExcelOutlined,
  FileImageOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  VideoCameraOutlined,
};

/** A file's icon in its type's colour, from its extension. */
export function FileIcon({ fileName, size = 32 }: { fileName: string; size?: number }) {
  const type = acceptedFileType(extensionOf(fileName));
  const Icon = (type && ICONS[type.class]) || FileOutlined;
  return <Icon aria-hidden style={{ fontSize: size, color: type?.color ?? '#8c8c8c' }} />;
}
