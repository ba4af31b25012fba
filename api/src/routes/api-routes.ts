import type { FastifyPluginAsync } from 'fastify';
import { careersRoutes } from './careers-routes';
import { healthRoutes } from './health-routes';
import { locationRoutes } from './location-routes';
import { marketingRoutes } from './marketing-routes';
import { newsletterRoutes } from './newsletter-routes';
import { passesRoutes } from './passes-routes';
import { seoRoutes } from './seo-routes';

/** Every /api route; registered under the /api prefix by app.ts. Each group is its own scope (own hooks). */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(newsletterRoutes);
  await app.register(marketingRoutes);
  await app.register(careersRoutes);
  await app.register(passesRoutes);
  await app.register(locationRoutes);
};
