import type { ThemeConfig } from 'antd';

/** One calm palette: a deep teal for actions, white header, light grey canvas. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    colorBgLayout: '#f4f6f8',
    borderRadius: 8,
    fontFamily: "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: { headerBg: '#ffffff', headerHeight: 60, headerPadding: '0 16px', footerBg: 'transparent' },
    Menu: { horizontalItemSelectedColor: '#0f766e', itemPaddingInline: 12 },
    // The rounder corners of the rest would draw 16 px checkboxes as circles, which read as radio buttons.
    Checkbox: { borderRadiusSM: 3 },
  },
};
