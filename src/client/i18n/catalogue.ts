import type { Locale } from 'antd/es/locale/index.js';

/** The catalogues' shapes live with the domain, shared by the browser and the server. */
export * from '../../domain/common/catalogue.ts';

/** What a language other than English brings (see spanish.ts). */
export interface LanguagePack {
  /** The message in this language, its values filled; null when the catalogue lacks it. */
  translate(namespace: string, key: string, values?: Readonly<Record<string, string | number>>): string | null;
  /** A finished English API message (a rule's, as the server words it) in this language. */
  apiMessage(text: string): string;
  /** antd's words for its own components (ConfigProvider `locale`). */
  antdLocale: Locale;
  /** Makes this language dayjs's (month and day names); `deactivate` gives English back. */
  activate(): void;
  deactivate(): void;
}
