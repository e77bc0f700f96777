import type { TextOf } from '../../../domain/common/catalogue.ts';
import type { Language } from '../../../domain/common/language.ts';
import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { emailsText } from '../../../domain/i18n/en/emails.ts';
import { textIn } from '../../i18n/translate.ts';
import { escapeHtml } from '../oidc/html.ts';

/**
 * The e-mails of accounts (invitation, added to a company, password reset), as plain text and
 * HTML with one clear button; the link is in the text too, for mail readers that show no HTML.
 * In the recipient's language. Pure: the job (account-mail-job.ts) fills in names, links and the language.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Frame {
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  button: { label: string; href: string };
  /** Paragraphs after it. */
  outro: string[];
}

function render(language: Language, subject: string, frame: Frame): RenderedMail {
  const t = textIn(language, emailsText);
  const text = [
    frame.greeting,
    ...frame.intro,
    `${frame.button.label}:\n${frame.button.href}`,
    ...frame.outro,
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const paragraph = (line: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(line)}</p>`;
  const href = escapeHtml(frame.button.href);
  const html = `<!DOCTYPE html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f9fc;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<p style="margin:0 0 20px;font-size:20px;font-weight:600;color:#0f766e">${escapeHtml(PRODUCT_NAME)}</p>
${paragraph(frame.greeting)}
${frame.intro.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(frame.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">${escapeHtml(t('orOpenAddress', { href: frame.button.href }))}</p>
${frame.outro.map(paragraph).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}

type EmailsText = TextOf<typeof emailsText.en>;

const product = PRODUCT_NAME;
const greeting = (t: EmailsText, name: string) => (name ? t('greetingName', { name }) : t('greeting'));

/** By whom, in words: 'Pat Lee invited you' or, from the operator's command and the first run, 'You are invited'. */
function invitedBy(t: EmailsText, inviterName: string | null, company: string): string {
  return inviterName ? t('invitedBy', { inviter: inviterName, company, product }) : t('invited', { company, product });
}

export function invitationMail(
  language: Language,
  input: { name: string; companyName: string; inviterName: string | null; link: string; validDays: number },
): RenderedMail {
  const t = textIn(language, emailsText);
  const company = input.companyName;
  return render(language, t('invitationSubject', { company, product }), {
    greeting: greeting(t, input.name),
    intro: [invitedBy(t, input.inviterName, company), t('invitationValidity', { days: input.validDays })],
    button: { label: t('invitationButton'), href: input.link },
    outro: [t('invitationUnexpected')],
  });
}

/** To a login that already signs in (a person of another company), or to anyone with an external provider. */
export function addedToCompanyMail(
  language: Language,
  input: { name: string; companyName: string; inviterName: string | null; signInUrl: string },
): RenderedMail {
  const t = textIn(language, emailsText);
  const company = input.companyName;
  return render(language, t('addedSubject', { company, product }), {
    greeting: greeting(t, input.name),
    intro: [
      input.inviterName
        ? t('addedBy', { inviter: input.inviterName, company, product })
        : t('added', { company, product }),
      t('addedSignIn', { company }),
    ],
    button: { label: t('addedButton', { product }), href: input.signInUrl },
    outro: [],
  });
}

export function passwordResetMail(
  language: Language,
  input: { name: string; link: string; validMinutes: number },
): RenderedMail {
  const t = textIn(language, emailsText);
  return render(language, t('resetSubject', { product }), {
    greeting: greeting(t, input.name),
    intro: [t('resetIntro', { product, minutes: input.validMinutes })],
    button: { label: t('resetButton'), href: input.link },
    outro: [t('resetSignsOut'), t('resetUnexpected')],
  });
}
