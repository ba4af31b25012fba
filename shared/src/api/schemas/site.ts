import { Type } from '@sinclair/typebox';
import { buildStringEnum } from './common';
import { buildIdOrDigitsField, buildObjectSchema, emailField } from './fields';

// Schemas of the shell's calls: page metadata, the newsletter and the health probe.

export const seoDataSchema = Type.Object({
  metaTitle: Type.String(),
  metaDescription: Type.String(),
  metaKeyword: Type.String(),
  /** share image: a URL path on this site */
  head: Type.String(),
});

/** One page's metadata in the site index (GET /api/seodata), keyed by the seoId of shared/src/lib/routes.ts. */
export const seoPageEntrySchema = Type.Object({ id: Type.Integer(), ...seoDataSchema.properties });

/** POST seodata: a page's metadata by its seoId */
export const seoDataRequestSchema = buildObjectSchema({ id: buildIdOrDigitsField('Page id') });

export const newsletterRequestSchema = buildObjectSchema({ email: emailField });

export const healthStatusSchema = Type.Object({
  status: buildStringEnum(['ok']),
  database: buildStringEnum(['ok']),
  uptimeSeconds: Type.Number(),
});

/** GET /api/newsletter/unsubscribe/:token: whether the subscription its signed link names is still on the list. */
export const newsletterUnsubscribeStateSchema = Type.Object({ subscribed: Type.Boolean() });
