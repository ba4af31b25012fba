import { findSiteRoute } from '@chalein/shared/lib/routes';
import type { PostedFormName } from '@chalein/shared/lib/posted-form';
import { replyConsentMessage } from '@chalein/shared/lib/validation/common';
import { validateContact, type ContactInput } from '@chalein/shared/lib/validation/contact';
import { validateDriverStatusLookup, type DriverStatusLookupInput } from '@chalein/shared/lib/validation/driver-status';
import { validateInvestor, type InvestorInput } from '@chalein/shared/lib/validation/investor';
import { validateNewsletter } from '@chalein/shared/lib/validation/newsletter';
import { validateSupport, type SupportInput } from '@chalein/shared/lib/validation/support';

/** One form a browser may post without scripts: where it may be posted from, and the API call it becomes. */
export interface FormPostDefinition {
  name: PostedFormName;
  /** the API route (under /api) that checks and stores it: the one validation of the form */
  apiUrl: string;
  /** whether a page at `pathname` carries this form */
  isOnPage: (pathname: string) => boolean;
  /**
   * 'json': the text fields named in `fields` become the JSON body the page's script sends (a ticked `consent`
   * box becomes `consent: true`); 'multipart': the fields and files are sent on as multipart, as the page's script
   * sends them.
   */
  body: { kind: 'json'; fields: readonly string[]; consent: boolean } | { kind: 'multipart' };
  /**
   * The page's own check of what was typed, run only once the API has refused the post: the API stops at its first
   * refusal of some kinds (a missing consent), while the page's script shows every field's message at once, in the
   * page's words. The API alone decides what is stored.
   */
  checkFields?: (typed: Readonly<Record<string, string>>) => Readonly<Record<string, string | undefined>>;
  /** fields the page's script adds that are no input of the form (the job's id, from the page's address) */
  addFields?: (pathname: string) => Record<string, string>;
  /**
   * a stored post is answered with the page itself, the API's answer in it, instead of a redirect to a thank-you
   * (the driver status page shows one person's application: docs/decisions/0046-driver-status-page.md)
   */
  answeredInPlace?: boolean;
}

/** The named fields of a post, each '' when it was not sent. */
function pickFields<K extends string>(typed: Readonly<Record<string, string>>, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, typed[name] ?? ''])) as Record<K, string>;
}

/** The consent box's message when it was left unticked (a ticked box posts 'on'). */
function checkConsent(typed: Readonly<Record<string, string>>): { consent?: string } {
  return typed.consent === 'on' ? {} : { consent: replyConsentMessage };
}

const contactFields: readonly (keyof ContactInput)[] = ['firstName', 'lastName', 'email', 'phone_number', 'address', 'message'];
const investorFields: readonly (keyof InvestorInput)[] = ['strFullName', 'strEmail', 'iMobile', 'iAlternativeMobile', 'strDescription'];
const supportFields: readonly (keyof SupportInput)[] = ['strTicketType', 'strSubject', 'strDescription'];
const driverStatusFields: readonly (keyof DriverStatusLookupInput)[] = ['reference', 'contactNumber'];

function isPageOfModule(module: string): (pathname: string) => boolean {
  return (pathname) => findSiteRoute(pathname)?.module === module;
}

export const formPostDefinitions: readonly FormPostDefinition[] = [
  {
    name: 'contact',
    apiUrl: '/api/contact-us',
    isOnPage: isPageOfModule('contact-page'),
    body: { kind: 'json', fields: contactFields, consent: true },
    checkFields: (typed) => ({ ...validateContact(pickFields(typed, contactFields)), ...checkConsent(typed) }),
  },
  {
    name: 'investor',
    apiUrl: '/api/investor',
    isOnPage: isPageOfModule('investors-page'),
    body: { kind: 'json', fields: investorFields, consent: true },
    checkFields: (typed) => ({ ...validateInvestor(pickFields(typed, investorFields)), ...checkConsent(typed) }),
  },
  {
    name: 'support',
    apiUrl: '/api/support',
    isOnPage: isPageOfModule('support-page'),
    body: { kind: 'json', fields: supportFields, consent: false },
    checkFields: (typed) => validateSupport(pickFields(typed, supportFields)),
  },
  {
    // the footer's form: on every page of the site
    name: 'newsletter',
    apiUrl: '/api/news/letter',
    isOnPage: (pathname) => findSiteRoute(pathname) !== undefined,
    body: { kind: 'json', fields: ['email'], consent: false },
    checkFields: (typed) => validateNewsletter({ email: typed.email ?? '' }),
  },
  {
    name: 'job-application',
    apiUrl: '/api/career',
    isOnPage: isPageOfModule('apply-job-page'),
    body: { kind: 'multipart' },
    // /apply_job/:id/:slugName
    addFields: (pathname) => ({ jobId: pathname.split('/')[2] ?? '' }),
  },
  {
    name: 'driver-registration',
    apiUrl: '/api/new-registration',
    isOnPage: isPageOfModule('driver-registration-page'),
    body: { kind: 'multipart' },
  },
  {
    name: 'driver-status',
    apiUrl: '/api/driver-status/lookup',
    isOnPage: isPageOfModule('driver-status-page'),
    body: { kind: 'json', fields: driverStatusFields, consent: false },
    checkFields: (typed) => validateDriverStatusLookup(pickFields(typed, driverStatusFields)),
    answeredInPlace: true,
  },
  {
    // a rejected document sent again, with the lookup's token in a hidden field
    name: 'driver-document',
    apiUrl: '/api/driver-status/documents',
    isOnPage: isPageOfModule('driver-status-page'),
    body: { kind: 'multipart' },
    answeredInPlace: true,
  },
];

export function findFormPostDefinition(name: string | undefined): FormPostDefinition | undefined {
  return formPostDefinitions.find((definition) => definition.name === name);
}
