import { Type } from '@sinclair/typebox';
import { buildIdField, buildObjectSchema } from './fields';

// Schemas of the careers pages' calls (the job application is a multipart form, read by the upload code).

export const jobCategorySchema = Type.Object({
  id: Type.Integer(),
  job_title: Type.String(),
  /** file name under the job-category upload folder */
  imageURL: Type.String(),
  slugName: Type.String(),
});

export const jobDetailsSchema = Type.Object({
  'job-category-master': Type.Object({ id: Type.Integer(), job_title: Type.String(), slugName: Type.String() }),
  /** HTML */
  content: Type.String(),
});

export const jobDetailsParamsSchema = buildObjectSchema({ id: buildIdField('Job id') });
