import type { FastifyPluginAsync } from 'fastify';
import { careerApplicationRoutes } from './careers/career-application-routes';
import { careersRoutes } from './careers/careers-routes';
import { contactRoutes } from './enquiries/contact-routes';
import { driverRegistrationRoutes } from './onboarding/driver-registration-routes';
import { driverStatusRoutes } from './onboarding/driver-status-routes';
import { healthRoutes } from './http/health-routes';
import { investorRoutes } from './enquiries/investor-routes';
import { locationRoutes } from './content/location-routes';
import { marketingRoutes } from './content/marketing-routes';
import { newsletterRoutes } from './enquiries/newsletter-routes';
import { passesRoutes } from './passes/passes-routes';
import { seoRoutes } from './content/seo-routes';
import { supportRoutes } from './enquiries/support-routes';

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
  await app.register(driverStatusRoutes);
};
