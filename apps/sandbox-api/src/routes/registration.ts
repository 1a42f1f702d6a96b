import { ageOn, signupTrackingFields } from '@playfront/core/contract';
import type { FastifyInstance } from 'fastify';
import { insertPendingPlayer, removePendingSignups } from '../db/players';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { check, RULES } from '../rules';
import { hashPassword } from '../security/passwords';
import { UNVERIFIED_SIGNUP_TTL_MS } from './auth-sessions';
import type { AuthSessions } from './auth-sessions';
import type { Services } from './define';
import { ok, registerCall } from './define';
import { assertUsable, findPlayer, findSite } from './lookups';

/** Registration: a pending account, its phone verified by a one-time code. */
export function registrationRoutes(app: FastifyInstance, services: Services, auth: AuthSessions) {
  const { db } = services;

  registerCall(app, '/api/auth/signup', async (body, ctx) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    check({
      account_id: [body.account_id, RULES.accountId],
      password: [body.password, RULES.password],
      contact_phone: [body.contact_phone, RULES.phone],
      contact_email: [body.contact_email, RULES.email],
      ...Object.fromEntries(
        signupTrackingFields.map((field) => [field, [body[field], RULES.tracking]] as const),
      ),
    });
    const birthDate = body.birth_date;
    if (birthDate === undefined || body.accept_terms === undefined)
      throw new ApiError('invalidRequest', 'birth_date and accept_terms are required');
    if (!body.accept_terms) throw new ApiError('termsNotAccepted');
    if (body.not_restricted !== true) throw new ApiError('restrictedNotDeclared');
    const age = ageOn(birthDate, services.now());
    if (age === null)
      throw new ApiError('invalidRequest', 'birth_date: a real date of birth, YYYY-MM-DD');
    const { minimumAge } = services.safety;
    if (age < minimumAge)
      throw new ApiError('underMinimumAge', `Players must be at least ${minimumAge} years old.`, {
        params: { age: minimumAge },
      });
    auth.countCodeRequest(site, body.account_id, ctx);
    const hash = await hashPassword(body.password);
    const message = await db.write(async (tx) => {
      // Sign-ups never verified within a day are removed, so nobody holds an account id forever.
      const before = sqlTime(new Date(services.now().getTime() - UNVERIFIED_SIGNUP_TTL_MS));
      await removePendingSignups(tx, site.operator, before);
      if (await findPlayer(tx, site, body.account_id)) throw new ApiError('accountExists');
      await insertPendingPlayer(tx, {
        operator: site.operator,
        currency: site.currency,
        accountId: body.account_id,
        passwordHash: hash,
        contactEmail: body.contact_email,
        contactPhone: body.contact_phone,
        signupSiteId: site.id,
        tracking: body,
        createdAt: sqlTime(services.now()),
        birthDate,
      });
      const player = await findPlayer(tx, site, body.account_id);
      if (!player) throw new ApiError('internalServerError');
      return auth.issueTac(tx, player, 'register');
    });
    services.send(message);
    return ok({}, 'tacSent');
  });

  // Registration says when an id is taken anyway (signup answers accountExists), so this does too.
  registerCall(app, '/api/auth/tac/request_new_register', async (body, ctx) => {
    const player = await auth.codeRequest(body, ctx);
    if (!player) throw new ApiError('accountNotFound');
    if (player.status === 'ACTIVE')
      throw new ApiError('accountExists', 'This account is already verified; sign in instead.');
    if (player.status !== 'PENDING') assertUsable(player);
    const message = await db.write((tx) => auth.issueTac(tx, player, 'register'));
    services.send(message);
    return ok({}, 'tacSent');
  });

  registerCall(app, '/api/auth/tac/verify', (body, ctx) =>
    auth.signInWithTac(body, ctx, 'register'),
  );
}
