import { brand, formatOfficeAddress } from '@chalein/shared/lib/brand';
import { escapeHtml } from '../site/render-shell-html';

// The one layout every notification mail is drawn in: an HTML part and a plain-text part made from the same blocks,
// so the two always say the same. The HTML is what mail clients render reliably: nested tables, inline styles, no
// <style> or <script>, no images (nothing is fetched when the mail is opened, so nothing can tell us it was read),
// and every value that came from a visitor or the database escaped where it is written.

/** The site's brand colours (shared/src/styles/base.css, light theme): mail clients know no CSS variables. */
export const MAIL_COLOURS = {
  primary: '#0b6e4f',
  accent: '#f4b400',
  text: '#1b1f24',
  muted: '#4a525c',
  background: '#ffffff',
  surface: '#f6f7f2',
  border: '#d6dad2',
} as const;

const FONT = "font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

export type MailBlock =
  | { type: 'paragraph'; text: string }
  /** label and value pairs: the facts of a receipt, a reference */
  | { type: 'facts'; rows: readonly (readonly [label: string, value: string])[] }
  | { type: 'list'; items: readonly string[] }
  /** the one thing to do next, drawn as a button; its address is written out in the plain-text part */
  | { type: 'action'; label: string; url: string };

export interface MailDocument {
  subject: string;
  /** the line mail clients show after the subject in the inbox (hidden in the body) */
  preview: string;
  heading: string;
  greeting?: string;
  blocks: readonly MailBlock[];
  /** why this person gets this mail, said at the bottom */
  reason: string;
  /** an unsubscribe link for the newsletter; transactional mails have none */
  unsubscribeUrl?: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A header value on one line: a visitor's text in a subject must not start a header of its own. */
export function cleanHeaderText(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Only web links go in a mail: a javascript: or data: URL from anywhere is refused outright. */
function checkMailUrl(url: string): string {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) throw new Error(`a mail link must be an absolute http(s) URL: ${JSON.stringify(url)}`);
  return url;
}

const paragraphStyle = `margin:0 0 16px;${FONT};font-size:16px;line-height:24px;color:${MAIL_COLOURS.text}`;

function renderBlockHtml(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return `<p style="${paragraphStyle}">${escapeHtml(block.text)}</p>`;
    case 'list':
      return `<ul style="margin:0 0 16px;padding-left:24px;${FONT};font-size:16px;line-height:24px;color:${MAIL_COLOURS.text}">${block.items
        .map((item) => `<li style="margin:0 0 8px">${escapeHtml(item)}</li>`)
        .join('')}</ul>`;
    case 'facts':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;border:1px solid ${MAIL_COLOURS.border}">${block.rows
        .map(
          ([label, value]) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px;border-bottom:1px solid ${MAIL_COLOURS.border};background:${MAIL_COLOURS.surface};${FONT};font-size:14px;line-height:20px;font-weight:600;color:${MAIL_COLOURS.muted};width:40%">${escapeHtml(label)}</th><td valign="top" style="padding:8px 12px;border-bottom:1px solid ${MAIL_COLOURS.border};${FONT};font-size:15px;line-height:20px;color:${MAIL_COLOURS.text}">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`;
    case 'action':
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px"><tr><td bgcolor="${MAIL_COLOURS.primary}" style="border-radius:6px;background:${MAIL_COLOURS.primary}"><a href="${escapeHtml(checkMailUrl(block.url))}" style="display:inline-block;padding:12px 24px;${FONT};font-size:16px;line-height:20px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(block.label)}</a></td></tr></table><p style="margin:0 0 16px;${FONT};font-size:13px;line-height:18px;color:${MAIL_COLOURS.muted}">Or open this address: <a href="${escapeHtml(block.url)}" style="color:${MAIL_COLOURS.primary};word-break:break-all">${escapeHtml(block.url)}</a></p>`;
  }
}

function renderBlockText(block: MailBlock): string {
  switch (block.type) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.map((item) => `- ${item}`).join('\n');
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'action':
      return `${block.label}: ${checkMailUrl(block.url)}`;
  }
}

const contactLine = `Questions? Write to ${brand.supportEmail} or call ${brand.supportPhone}.`;

function renderHtml(mail: MailDocument): string {
  const footerStyle = `margin:0 0 8px;${FONT};font-size:12px;line-height:18px;color:${MAIL_COLOURS.muted}`;
  const unsubscribe = mail.unsubscribeUrl
    ? `<p style="${footerStyle}"><a href="${escapeHtml(checkMailUrl(mail.unsubscribeUrl))}" style="color:${MAIL_COLOURS.primary}">Unsubscribe</a> from these mails with one click.</p>`
    : '';
  const greeting = mail.greeting ? `<p style="${paragraphStyle}">${escapeHtml(mail.greeting)}</p>` : '';
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${escapeHtml(cleanHeaderText(mail.subject))}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:${MAIL_COLOURS.surface}">`,
    // the inbox preview line, not shown in the body
    `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(mail.preview)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${MAIL_COLOURS.surface}" style="background:${MAIL_COLOURS.surface}"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;border-collapse:separate">`,
    // the brand as type, not a picture: nothing in the mail is loaded from anywhere
    `<tr><td bgcolor="${MAIL_COLOURS.primary}" style="background:${MAIL_COLOURS.primary};border-radius:8px 8px 0 0;border-bottom:4px solid ${MAIL_COLOURS.accent};padding:20px 32px"><span style="${FONT};font-size:26px;line-height:32px;font-weight:700;letter-spacing:0.5px;color:#ffffff">${escapeHtml(brand.productName)}</span><br><span style="${FONT};font-size:13px;line-height:18px;color:#e6f2ec">${escapeHtml(brand.tagline)}</span></td></tr>`,
    `<tr><td bgcolor="${MAIL_COLOURS.background}" style="background:${MAIL_COLOURS.background};padding:32px;border:1px solid ${MAIL_COLOURS.border};border-top:0;border-radius:0 0 8px 8px">`,
    `<h1 style="margin:0 0 16px;${FONT};font-size:22px;line-height:28px;font-weight:700;color:${MAIL_COLOURS.text}">${escapeHtml(mail.heading)}</h1>`,
    greeting,
    ...mail.blocks.map(renderBlockHtml),
    '</td></tr>',
    `<tr><td style="padding:20px 32px">`,
    `<p style="${footerStyle}">${escapeHtml(mail.reason)}</p>`,
    unsubscribe,
    `<p style="${footerStyle}">${escapeHtml(contactLine)}</p>`,
    `<p style="${footerStyle}">${escapeHtml(brand.legalName)}, ${escapeHtml(formatOfficeAddress())}</p>`,
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body>',
    '</html>',
  ].join('\n');
}

function renderText(mail: MailDocument): string {
  const sections = [
    brand.productName,
    mail.heading,
    ...(mail.greeting ? [mail.greeting] : []),
    ...mail.blocks.map(renderBlockText),
    '--',
    [
      mail.reason,
      ...(mail.unsubscribeUrl ? [`Unsubscribe with one click: ${checkMailUrl(mail.unsubscribeUrl)}`] : []),
      contactLine,
      `${brand.legalName}, ${formatOfficeAddress()}`,
    ].join('\n'),
  ];
  return `${sections.join('\n\n')}\n`;
}

/** The subject, HTML and plain text of one mail. */
export function renderMail(mail: MailDocument): RenderedMail {
  return { subject: cleanHeaderText(mail.subject), html: renderHtml(mail), text: renderText(mail) };
}
