import { Type } from '@sinclair/typebox';
import { MAX_MESSAGE_LENGTH, MAX_TEXT_LENGTH } from '@chalein/shared/lib/validation/common';
import { contactMessages } from '@chalein/shared/lib/validation/contact';
import { investorMessages } from '@chalein/shared/lib/validation/investor';
import { supportMessages, ticketTypes } from '@chalein/shared/lib/validation/support';
import { nullableTextSchema } from './common';
import { buildFormTextField, buildIdField, buildObjectSchema, buildPhoneField, buildTextField, consentField } from './fields';

// Schemas of the marketing pages' calls: what the server answers (its response schemas) and what the forms send
// (its request schemas). shared/src/api/types.ts derives the browser's types from these very objects.

export const testimonialSchema = Type.Object({
  id: Type.Integer(),
  firstName: Type.String(),
  lastName: Type.String(),
  /** file name under the testimonial upload folder */
  imageURL: Type.String(),
  description: Type.String(),
  rating: Type.Number(),
  cityName: Type.String(),
});

export const newsUpdateSchema = Type.Object({
  id: Type.Integer(),
  /** file name under the news upload folder */
  image: Type.String(),
  title: Type.String(),
  description: Type.String(),
  /** ISO 8601 date-time */
  created_at: Type.String(),
});

export const faqSchema = Type.Object({
  id: Type.Integer(),
  category: Type.String(),
  question: Type.String(),
  answer: Type.String(),
});

export const teamMemberSchema = Type.Object({
  iTeamId: Type.Integer(),
  strName: Type.String(),
  strDesignation: Type.String(),
  /** HTML */
  strDescription: Type.String(),
  /** file name under the team upload folder */
  strImage: Type.String(),
  strLinkedInUrl: nullableTextSchema,
  strInstagramUrl: nullableTextSchema,
  strFacebookUrl: nullableTextSchema,
  strXUrl: nullableTextSchema,
});

export const cmsPageSchema = Type.Object({
  strTitle: Type.String(),
  /** HTML */
  strDescription: Type.String(),
});

/** POST cms: one of the four CMS pages */
export const cmsPageRequestSchema = buildObjectSchema({ id: buildIdField('Page id', 4) });

export const blogSchema = Type.Object({
  blogId: Type.Integer(),
  blogSlug: Type.String(),
  blogTitle: Type.String(),
  /** file name under the blog upload folder */
  blogImage: Type.String(),
  /** HTML */
  blogDescription: Type.String(),
  publishedAt: Type.String(),
});

/** GET blogs/:slugOrId: a blog by its slug or its id */
export const blogParamsSchema = buildObjectSchema({
  slugOrId: buildTextField('Blog', { maxLength: 160, pattern: '^[A-Za-z0-9-]+$' }),
});

const contact = contactMessages;

export const contactMessageRequestSchema = buildObjectSchema({
  firstName: buildFormTextField('First name', {
    required: contact.firstNameRequired,
    maxLength: MAX_TEXT_LENGTH,
    tooLong: contact.tooLong,
  }),
  lastName: buildFormTextField('Last name', { required: contact.lastNameRequired, maxLength: MAX_TEXT_LENGTH, tooLong: contact.tooLong }),
  email: buildFormTextField('Email address', { required: contact.emailRequired, maxLength: 254, tooLong: contact.emailInvalid }),
  phone_number: buildPhoneField('Phone number', { required: contact.phoneRequired, invalid: contact.phoneInvalid }),
  address: buildFormTextField('Address', {
    required: contact.addressRequired,
    maxLength: MAX_TEXT_LENGTH * 2,
    tooLong: contact.tooLong,
  }),
  message: buildFormTextField('Message', {
    required: contact.messageRequired,
    maxLength: MAX_MESSAGE_LENGTH,
    tooLong: contact.tooLong,
  }),
  /** the visitor agreed to our use of these details to reply (DPDP Act 2023); the server refuses anything else */
  consent: consentField,
});

const investor = investorMessages;

export const investorEnquiryRequestSchema = buildObjectSchema({
  strFullName: buildFormTextField('Full name', {
    required: investor.fullNameRequired,
    maxLength: MAX_TEXT_LENGTH,
    tooLong: investor.tooLong,
  }),
  strEmail: buildFormTextField('Email address', { required: investor.emailRequired, maxLength: 254, tooLong: investor.emailInvalid }),
  iMobile: buildPhoneField('Phone number', { required: investor.phoneRequired, invalid: investor.phoneInvalid }, { acceptsNumber: true }),
  iAlternativeMobile: buildPhoneField(
    'Alternative contact number',
    { required: investor.alternativeRequired, invalid: investor.alternativeInvalid },
    { acceptsNumber: true },
  ),
  strDescription: buildFormTextField('Description', {
    required: investor.descriptionRequired,
    maxLength: MAX_MESSAGE_LENGTH,
    tooLong: investor.tooLong,
  }),
  /** as on the contact form: consent to use these details to reply */
  consent: consentField,
});

const support = supportMessages;

export const supportTicketRequestSchema = buildObjectSchema({
  // any text up to 40 characters here; the form's validator then names the three types (with the form's words)
  strTicketType: Type.Unsafe<(typeof ticketTypes)[number] | ''>(
    buildFormTextField('Ticket type', { required: support.ticketTypeRequired, maxLength: 40, tooLong: support.ticketTypeRequired }),
  ),
  strSubject: buildFormTextField('Subject', { required: support.subjectRequired, maxLength: MAX_TEXT_LENGTH, tooLong: support.tooLong }),
  strDescription: buildFormTextField('Description', {
    required: support.descriptionRequired,
    maxLength: MAX_MESSAGE_LENGTH,
    tooLong: support.tooLong,
  }),
});
