import type { ThemeConfig } from 'antd';

/**
 * Text that carries information reads at 4.5:1 or more (WCAG 2.2 AA 1.4.3, issue 23 item 15) on
 * white, on the canvas (#f4f6f8) and on the light greys of table headers and disabled fields:
 * antd's defaults (rgba(0,0,0,.45) grey, #52c41a green, #ff4d4f red, #faad14 amber) do not.
 */
const SECONDARY_TEXT = '#5f6b76'; // 5.0:1 on #f4f6f8 and #f5f5f5
const PLACEHOLDER_TEXT = '#677079'; // 4.6:1 on #f5f5f5

/**
 * The status colours are drawn as text (tags, messages, form errors, danger buttons), so they are
 * dark (4.5:1 on their fills); antd derives a status's fills and borders from its colour, which
 * would turn muddy from a dark one, so they keep antd's light ones.
 */
const STATUS_COLORS = {
  colorSuccess: '#237804',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarning: '#a15c00',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBgHover: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  colorErrorBorderHover: '#ffa39e',
  colorInfo: '#0958d9',
} as const;

/** One calm palette: a deep teal for actions, white header, light grey canvas. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    // Hovered and pressed links and buttons go darker, not lighter, so their text stays readable.
    colorPrimaryHover: '#115e59',
    colorPrimaryActive: '#134e4a',
    colorLinkHover: '#115e59',
    colorLinkActive: '#134e4a',
    colorBgLayout: '#f4f6f8',
    ...STATUS_COLORS,
    colorTextTertiary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    colorTextPlaceholder: PLACEHOLDER_TEXT,
    // The preset colours' text shade (green, gold, orange tags: 'Active', 'Invited', 'Expiring soon'),
    // and the solid red under white text (the home page's 'NEW!' ribbon).
    green7: '#237804',
    gold7: '#8a5a00',
    orange7: '#ad4e00',
    red6: '#cf1322',
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 16px', footerBg: 'transparent' },
    Menu: { horizontalItemSelectedColor: '#0f766e', itemPaddingInline: 12 },
    // The rounder corners of the rest would draw 16 px checkboxes as circles, which read as radio buttons.
    Checkbox: { borderRadiusSM: 3 },
    // An empty table or list says so ('No data') in the disabled grey; it is information, not a disabled control.
    Table: { colorTextDisabled: PLACEHOLDER_TEXT },
    List: { colorTextDisabled: PLACEHOLDER_TEXT },
  },
};
