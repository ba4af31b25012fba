import type { FastifyRequest } from 'fastify';
import { ApiHttpError } from '../http/api-envelope';
import { SIGN_IN_NEEDED, type StaffSession } from '../staff/staff-sessions';

/** The session the staff guard found; a route needing one never runs without it, this only narrows the type. */
export function requireStaffSession(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new ApiHttpError(401, SIGN_IN_NEEDED);
  return request.staffSession;
}
