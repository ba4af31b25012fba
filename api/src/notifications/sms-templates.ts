import { brand } from '@chalein/shared/lib/brand';
import type { NotificationKind, SmsContent } from '../outbox/outbox-message';

// The SMS texts: a driver's, since a driver gives a mobile number and no mail address (every other form that
// hears back requires an address). In India a business SMS must match a template registered on the DLT platform,
// where each variable part is written {#var#}; the provider is given the template's id and the variables, in order,
// and the operator checks the text against the template. So these texts are fixed: a change here is a new template
// to register (and its id to set), never a quick edit. Variables hold the reference, a document's name and why it
// was refused, and links: no names, no document numbers, no bank details.

const VARIABLE = '{#var#}';

export const SMS_TEMPLATES = {
  'driver-registered': `${brand.productName}: we have your driver application {#var#}. Check its status with this reference and your mobile number at {#var#}`,
  'driver-documents-rejected': `${brand.productName}: for driver application {#var#} we could not accept your "{#var#}": {#var#}. Please upload it again at {#var#}`,
  'driver-registration-approved': `${brand.productName}: driver application {#var#} is approved. Install the ${brand.productName} Driver app to start: {#var#}`,
  'driver-registration-rejected': `${brand.productName}: we cannot accept driver application {#var#}. Questions? Call ${brand.supportPhone}`,
} as const satisfies Partial<Record<NotificationKind, string>>;

export type SmsKind = keyof typeof SMS_TEMPLATES;

/** A variable on one line, as the operator matches it against {#var#}. */
function cleanVariable(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** The template of `kind` with its variables, in order, and the text they fill it to. */
export function fillSmsTemplate(kind: SmsKind, variables: readonly string[]): SmsContent {
  const parts = SMS_TEMPLATES[kind].split(VARIABLE);
  if (parts.length - 1 !== variables.length) {
    throw new Error(`the ${kind} SMS template takes ${parts.length - 1} variables, not ${variables.length}`);
  }
  const cleaned = variables.map(cleanVariable);
  if (cleaned.some((value) => value === '')) throw new Error(`an empty variable in the ${kind} SMS`);
  const text = parts.map((part, index) => (index < cleaned.length ? `${part}${cleaned[index]}` : part)).join('');
  return { variables: cleaned, text };
}
