import { PRODUCT_NAME } from '../../../domain/company/product.ts';
import { escapeHtml } from '../oidc/html.ts';

/**
 * The e-mails of accounts (invitation, added to a company, password reset), as plain text and
 * HTML with one clear button; the link is in the text too, for mail readers that show no HTML.
 * Pure: the job (account-mail-job.ts) fills in names and links.
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

function render(subject: string, frame: Frame): RenderedMail {
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
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f9fc;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2937">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<p style="margin:0 0 20px;font-size:20px;font-weight:600;color:#0f766e">${escapeHtml(PRODUCT_NAME)}</p>
${paragraph(frame.greeting)}
${frame.intro.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#fff;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(frame.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#6b7280;word-break:break-all">Or open this address: ${href}</p>
${frame.outro.map(paragraph).join('\n')}
</div></body></html>`;
  return { subject, text, html };
}

const greeting = (name: string) => (name ? `Hello ${name},` : 'Hello,');

/** By whom, in words: 'Pat Lee invited you' or, from the operator's command and the first run, 'You are invited'. */
function invitedBy(inviterName: string | null, companyName: string): string {
  return inviterName
    ? `${inviterName} invited you to ${companyName} on ${PRODUCT_NAME}.`
    : `You are invited to ${companyName} on ${PRODUCT_NAME}.`;
}

export function invitationMail(input: {
  name: string;
  companyName: string;
  inviterName: string | null;
  link: string;
  validDays: number;
}): RenderedMail {
  return render(`You are invited to ${input.companyName} on ${PRODUCT_NAME}`, {
    greeting: greeting(input.name),
    intro: [
      invitedBy(input.inviterName, input.companyName),
      `The button signs you in once, in any browser, for ${input.validDays} days. Then you can choose a password, or keep signing in with a link e-mailed to this address.`,
    ],
    button: { label: 'Accept the invitation', href: input.link },
    outro: ['If you did not expect this invitation, you can ignore this e-mail.'],
  });
}

/** To a login that already signs in (a person of another company), or to anyone with an external provider. */
export function addedToCompanyMail(input: {
  name: string;
  companyName: string;
  inviterName: string | null;
  signInUrl: string;
}): RenderedMail {
  const who = input.inviterName ? `${input.inviterName} added you` : 'You were added';
  return render(`You were added to ${input.companyName} on ${PRODUCT_NAME}`, {
    greeting: greeting(input.name),
    intro: [
      `${who} to ${input.companyName} on ${PRODUCT_NAME}.`,
      `Sign in as you always do; if you belong to more than one company, pick ${input.companyName} from your profile.`,
    ],
    button: { label: `Sign in to ${PRODUCT_NAME}`, href: input.signInUrl },
    outro: [],
  });
}

export function passwordResetMail(input: { name: string; link: string; validMinutes: number }): RenderedMail {
  return render(`Reset your ${PRODUCT_NAME} password`, {
    greeting: greeting(input.name),
    intro: [
      `Someone asked to reset the password of this address on ${PRODUCT_NAME}. The button lets you choose a new one; it works once, for ${input.validMinutes} minutes.`,
    ],
    button: { label: 'Choose a new password', href: input.link },
    outro: [
      'Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
  });
}
