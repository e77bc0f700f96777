import { Tooltip } from 'antd';
import { SupportLinks } from './SupportLinks.tsx';

/**
 * The header's support links with their tooltips: like the horizontal menu, only wide screens
 * show them, so antd's Tooltip (and its popup machinery) comes in that chunk, not the first load.
 */
export function HeaderSupportLinks() {
  return <SupportLinks variant="header" tip={(title, link) => <Tooltip title={title}>{link}</Tooltip>} />;
}
