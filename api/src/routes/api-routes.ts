import type { FastifyPluginAsync } from 'fastify';
import { careerApplicationRoutes } from './career-application-routes';
import { careersRoutes } from './careers-routes';
import { contactRoutes } from './contact-routes';
import { driverRegistrationRoutes } from './driver-registration-routes';
import { healthRoutes } from './health-routes';
import { investorRoutes } from './investor-routes';
import { locationRoutes } from './location-routes';
import { marketingRoutes } from './marketing-routes';
import { newsletterRoutes } from './newsletter-routes';
import { passesRoutes } from './passes-routes';
import { seoRoutes } from './seo-routes';
import { supportRoutes } from './support-routes';

/**
 * Every /api route but the payment feature's (payments/payment-api-routes.ts); registered under /api by app.ts.
 * Each group is its own scope (own hooks).
 */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(newsletterRoutes);
  await app.register(marketingRoutes);
  await app.register(contactRoutes);
  await app.register(investorRoutes);
  await app.register(supportRoutes);
  await app.register(careersRoutes);
  await app.register(careerApplicationRoutes);
  await app.register(passesRoutes);
  await app.register(locationRoutes);
  await app.register(driverRegistrationRoutes);
};
