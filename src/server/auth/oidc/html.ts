/** The shared frame of the identity provider's pages: a centred card, no scripts unless named. */

import type { Language } from '../../../domain/common/language.ts';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { signInText } from '../../../domain/i18n/en/sign-in.ts';
import { translateIn } from '../../i18n/translate.ts';

export const TAGLINE = signInText.en.tagline;

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLES = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
  font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  background:linear-gradient(160deg,#ecf5f3 0%,#f7f9fc 60%);color:#1f2937}
.card{width:100%;max-width:400px;background:#fff;border-radius:12px;padding:32px 28px;
  box-shadow:0 10px 30px rgba(15,23,42,.08),0 1px 3px rgba(15,23,42,.06)}
.brand{margin:0 0 4px;font-size:22px;font-weight:600;color:#0f766e;text-align:center}
.tagline{margin:0 0 24px;font-size:14px;color:#6b7280;text-align:center}
h1{font-size:18px;font-weight:600;margin:0 0 16px}
label{display:block;font-size:14px;font-weight:500;margin:0 0 6px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;font-size:16px;
  border:1px solid #d1d5db;border-radius:8px;margin:0 0 16px;outline:none}
input[readonly]{background:#f3f4f6;color:#4b5563}
input:focus{border-color:#0f766e;box-shadow:0 0 0 3px rgba(15,118,110,.15)}
input[aria-invalid=true]{border-color:#b91c1c}
.hint{font-size:13px;color:#6b7280;margin:0 0 6px;line-height:1.4}
button,.button{display:block;width:100%;padding:11px 12px;font-size:16px;font-weight:600;color:#fff;
  background:#0f766e;border:1px solid #0f766e;border-radius:8px;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#115e59}
button+button{margin-top:10px}
button.secondary{background:#fff;color:#0f766e}
button.secondary:hover{background:#f0fdfa}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:3px solid rgba(15,118,110,.4);outline-offset:2px}
a{color:#0f766e}
.links{font-size:14px;text-align:center;margin:16px 0 0}
.error{background:#fef2f2;color:#b91c1c;border:1px solid #fecaca;border-radius:8px;padding:10px 12px;
  font-size:14px;margin:0 0 16px}
.notice{background:#f0fdfa;color:#134e4a;border:1px solid #99f6e4;border-radius:8px;padding:12px;
  font-size:15px;margin:0 0 8px}
p{line-height:1.5}
.muted{font-size:13px;color:#6b7280;text-align:center;margin:16px 0 0}
@media (max-width:480px){body{align-items:flex-start;padding:12px}.card{padding:24px 18px;border-radius:10px}}
`;

/** The pages' words in a language, escaped for HTML (`plain` for an attribute-free title or a value escaped later). */
export function pageText(language: Language) {
  const plain = (key: keyof typeof signInText.en & string, values?: Readonly<Record<string, string | number>>) =>
    translateIn(language, signInText, key, values);
  const html = (key: keyof typeof signInText.en & string, values?: Readonly<Record<string, string | number>>) =>
    escapeHtml(plain(key, values));
  return { plain, html };
}

export interface PageOptions {
  /** The page's language (its words, `lang`). */
  language: Language;
  title: string;
  /** Trusted HTML of the card body (callers escape every value they interpolate). */
  body: string;
  /** Same-origin script files to load (CSP: script-src 'self'). */
  scripts?: string[];
}

export function renderPage({ language, title, body, scripts = [] }: PageOptions): string {
  const scriptTags = scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLES}</style>${scriptTags}
</head>
<body>
<main class="card">
<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
<p class="tagline">${escapeHtml(translateIn(language, signInText, 'tagline'))}</p>
${body}
</main>
</body>
</html>`;
}

/** A page with one message and an optional link onward (errors, expired links). */
export function messagePage(
  language: Language,
  title: string,
  message: string,
  link?: { href: string; label: string },
): string {
  const action = link ? `<a class="button" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>` : '';
  return renderPage({ language, title, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${action}` });
}
