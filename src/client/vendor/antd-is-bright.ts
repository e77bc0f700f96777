import { Color as RcColor } from '@rc-component/color-picker';

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, the same code), which
 * Button's style tokens import. Its module also holds the colour picker's presets panel, which
 * imports Collapse: taken from there, Button (in the first load) brought Collapse and rc-collapse
 * (~22 KB before compression) into the framework chunk. See vite.config.ts, lighterImports.
 */
export const isBright = (
  value: { toRgb(): { r: number; g: number; b: number; a: number }; toRgbString(): string },
  bgColorToken: string,
): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  if (a <= 0.5) {
    // Adapted to dark mode
    return hsv.v > 0.5;
  }
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
