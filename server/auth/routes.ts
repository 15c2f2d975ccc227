import type { FastifyInstance } from 'fastify';
import * as api from '../../src/domain/auth/contract.ts';
import { route, type FeatureDeps } from '../http/route.ts';
import { accessClaims } from './authenticate.ts';
import { login, signUp } from './login.ts';
import { loadMe } from './me.ts';
import { changePassword, resetPassword, sendLink, setPassword } from './password-flows.ts';
import { issueChallenge } from './robot.ts';
import { revokeSession, rotateRefreshToken, sessionOfRefreshToken } from './sessions.ts';
import { attachAuthSettings, type AuthSettings } from './settings.ts';
import { assertLinkRequestAllowed, assertLinkUseAllowed } from './throttle.ts';

/** Session and account-access routes (src/domain/auth/contract.ts). */
export function registerAuthRoutes(app: FastifyInstance, deps: FeatureDeps): void {
  const settings: AuthSettings = deps.config;
  attachAuthSettings(deps.db, settings);

  route(app, api.login, ({ db, body, request }) => login(db, settings, body, request.ip));
  route(app, api.signUp, ({ db, body }) => signUp(db, settings, body));
  route(app, api.challenge, ({ db }) => issueChallenge(db));
  route(app, api.refreshToken, ({ db, body }) => rotateRefreshToken(db, body.refresh_token, settings));

  route(app, api.logout, async ({ db, body, user, request }) => {
    // The session of the access token ends, and so does the one of the refresh token the client
    // holds (normally the same family).
    const claims = await accessClaims(db, request.headers.authorization);
    if (claims) await revokeSession(db, claims.sessionId, 'logout');
    if (body.refresh_token) {
      const family = await sessionOfRefreshToken(db, body.refresh_token, user.userId);
      if (family) await revokeSession(db, family, 'logout');
    }
    return { ok: true as const };
  });

  // Rate limits (throttle.ts, kept in PostgreSQL so they hold across processes) come after the
  // body is validated: a malformed request still gets its 422 with field codes.
  // A set link is how an invited employee accepts the invitation.
  route(app, api.setPassword, async ({ db, body, request }) => {
    await assertLinkUseAllowed(db, request.ip);
    return setPassword(db, body);
  });
  route(app, api.resetPassword, async ({ db, body, request }) => {
    await assertLinkUseAllowed(db, request.ip);
    return resetPassword(db, body);
  });
  const linkRoutes = [
    [api.forgotPassword, 'reset'],
    [api.resendResetPasswordToken, 'reset'],
    [api.resendSetPasswordToken, 'set'],
  ] as const;
  for (const [e, purpose] of linkRoutes) {
    route(app, e, async ({ db, body, request }) => {
      await assertLinkRequestAllowed(db, body.email, request.ip);
      return sendLink(db, settings, purpose, body.email);
    });
  }

  route(app, api.changePassword, async ({ db, body, user, request }) => {
    const claims = await accessClaims(db, request.headers.authorization);
    return changePassword(db, user.userId, claims?.sessionId, body, request.ip);
  });
  route(app, api.me, ({ db, user }) => loadMe(db, user));
}
