import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ApiHttpError, buildResponseSchemas, buildSuccessEnvelope } from '../http/api-envelope';
import { buildSetupLink, describeAuditActor, inviteStaffUser, resetStaffUser } from './staff-accounts';
import type { StaffRole } from './staff-permissions';
import { SIGN_IN_NEEDED, type StaffSession } from './staff-sessions';
import {
  auditPageSchema,
  auditQuerySchema,
  invitedUserSchema,
  inviteBodySchema,
  sessionsEndedSchema,
  staffUserListSchema,
  staffUserResultSchema,
  updateBodySchema,
  userParamsSchema,
  userResetSchema,
} from './staff-schemas';
import { DuplicateStaffEmailError, formatUserTarget, sortRoles, type StaffUser } from './staff-store';

// What admins do: invite people, change their roles, disable them, reset them, end their sessions, read the trail.

export const USER_NOT_FOUND = 'There is no staff account with this id.';
export const LAST_ADMIN = 'At least one enabled admin must remain.';

function requireSession(request: FastifyRequest): StaffSession {
  if (!request.staffSession) throw new ApiHttpError(401, SIGN_IN_NEEDED);
  return request.staffSession;
}

function isEnabledAdmin(user: StaffUser): boolean {
  return !user.disabled && user.roles.includes('admin');
}

export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, settings, clock } = app.staff;
  const selectOrigin = (request: FastifyRequest) => app.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  async function findUserOrFail(id: number): Promise<StaffUser> {
    const user = await store.findUserById(store.db, id);
    if (!user) throw new ApiHttpError(404, USER_NOT_FOUND);
    return user;
  }

  app.get(
    '/users',
    { schema: { response: buildResponseSchemas(staffUserListSchema) }, config: { staffAction: 'staff.users.list' } },
    async () => {
      return buildSuccessEnvelope({ users: await store.listUsers(store.db) });
    },
  );

  app.post(
    '/users',
    {
      schema: { body: inviteBodySchema, response: buildResponseSchemas(invitedUserSchema, [201]) },
      config: { staffAction: 'staff.users.invite' },
    },
    async (request, reply) => {
      const session = requireSession(request);
      try {
        const { user, token } = await inviteStaffUser(store, settings, {
          email: request.body.email,
          name: request.body.name,
          roles: request.body.roles,
          actor: describeAuditActor(request, session),
          now: clock.now(),
        });
        reply.code(201);
        return buildSuccessEnvelope({ user, setupLink: buildSetupLink(selectOrigin(request), token) });
      } catch (error) {
        if (error instanceof DuplicateStaffEmailError) throw new ApiHttpError(409, error.message, { email: error.message });
        throw error;
      }
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: { params: userParamsSchema, body: updateBodySchema, response: buildResponseSchemas(staffUserResultSchema) },
      config: { staffAction: 'staff.users.update' },
    },
    async (request) => {
      const session = requireSession(request);
      const before = await findUserOrFail(request.params.id);
      const roles: StaffRole[] | undefined = request.body.roles && sortRoles(request.body.roles);
      const rolesChanged = roles !== undefined && roles.join() !== before.roles.join();
      const disabledChanged = request.body.disabled !== undefined && request.body.disabled !== before.disabled;
      const after: StaffUser = { ...before, roles: roles ?? before.roles, disabled: request.body.disabled ?? before.disabled };
      const now = clock.now();
      await store.db.transaction().execute(async (trx) => {
        if (isEnabledAdmin(before) && !isEnabledAdmin(after)) {
          const admins = (await store.listUsers(trx)).filter((user) => user.id !== before.id && isEnabledAdmin(user));
          if (admins.length === 0) throw new ApiHttpError(409, LAST_ADMIN);
        }
        await store.updateUser(trx, before.id, { roles, disabled: request.body.disabled, now });
        // what a session may do was decided with the old roles: a changed or disabled account signs in again
        const sessionsEnded = rolesChanged || (disabledChanged && after.disabled) ? await store.deleteUserSessions(trx, before.id) : 0;
        await store.recordAuditEvent(
          trx,
          {
            ...describeAuditActor(request, session),
            action: 'staff.users.update',
            target: formatUserTarget(before.id),
            outcome: 'success',
            details: {
              rolesBefore: before.roles,
              roles: after.roles,
              disabledBefore: before.disabled,
              disabled: after.disabled,
              sessionsEnded,
            },
          },
          now,
        );
      });
      return buildSuccessEnvelope({ user: await findUserOrFail(before.id) });
    },
  );

  app.post(
    '/users/:id/reset',
    { schema: { params: userParamsSchema, response: buildResponseSchemas(userResetSchema) }, config: { staffAction: 'staff.users.reset' } },
    async (request) => {
      const session = requireSession(request);
      const user = await findUserOrFail(request.params.id);
      const { token, sessionsEnded } = await resetStaffUser(store, settings, {
        userId: user.id,
        actor: describeAuditActor(request, session),
        now: clock.now(),
      });
      return buildSuccessEnvelope({ setupLink: buildSetupLink(selectOrigin(request), token), sessionsEnded });
    },
  );

  app.post(
    '/users/:id/end-sessions',
    {
      schema: { params: userParamsSchema, response: buildResponseSchemas(sessionsEndedSchema) },
      config: { staffAction: 'staff.users.end-sessions' },
    },
    async (request) => {
      const session = requireSession(request);
      const user = await findUserOrFail(request.params.id);
      const sessionsEnded = await store.db.transaction().execute(async (trx) => {
        const ended = await store.deleteUserSessions(trx, user.id);
        await store.recordAuditEvent(
          trx,
          {
            ...describeAuditActor(request, session),
            action: 'staff.users.end-sessions',
            target: formatUserTarget(user.id),
            outcome: 'success',
            details: { sessionsEnded: ended },
          },
          clock.now(),
        );
        return ended;
      });
      return buildSuccessEnvelope({ sessionsEnded });
    },
  );

  app.get(
    '/audit',
    {
      schema: { querystring: auditQuerySchema, response: buildResponseSchemas(auditPageSchema) },
      config: { staffAction: 'staff.audit.list' },
    },
    async (request) => {
      const { person, action, target, from, to, before, limit = 50 } = request.query;
      const events = await store.listAuditEvents({
        actorId: person,
        action,
        target,
        from: from === undefined ? undefined : new Date(from).toISOString(),
        to: to === undefined ? undefined : new Date(to).toISOString(),
        before,
        limit: limit + 1,
      });
      const page = events.slice(0, limit);
      // keyset paging: the next page is the events older than this page's last one
      return buildSuccessEnvelope({ events: page, nextBefore: events.length > limit ? (page.at(-1)?.id ?? null) : null });
    },
  );
};
