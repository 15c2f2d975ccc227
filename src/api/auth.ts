import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { BodyOf } from '../domain/contract.ts';
import * as api from '../domain/auth/contract.ts';
import { login, logout, me } from '../domain/auth/contract.ts';
import type { Credentials, SessionUser } from '../machines/session.ts';
import { httpOf } from './client.ts';
import type { HttpClient } from './http.ts';
import type { TokenStore } from './token-store.ts';

/**
 * Auth calls of the browser. `login` and `logout` also keep the token store in step, so the session
 * machine's login actor and the logout action stay one-liners. The refresh call is not here: the
 * HTTP client owns it (one shared refresh, spec 1 §7).
 */
export interface AuthApi {
  login(credentials: Credentials, signal?: AbortSignal): Promise<SessionUser>;
  logout(): Promise<void>;
}

export function createAuthApi(http: HttpClient, tokens: TokenStore): AuthApi {
  return {
    async login(credentials, signal) {
      const session = await http.call(login, { body: credentials, signal });
      tokens.setTokens({ accessToken: session.access_token, refreshToken: session.refresh_token });
      tokens.setUser(session.user);
      return session.user;
    },
    async logout() {
      const refreshToken = tokens.getRefreshToken();
      await http.call(logout, { body: refreshToken ? { refresh_token: refreshToken } : {} });
    },
  };
}

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** The signed-in user's profile with permissions and flags (the shell, guard and palette read it). */
export function meQuery() {
  return queryOptions({
    queryKey: authKeys.me(),
    queryFn: ({ client, signal }) => httpOf(client).call(me, { signal }),
    staleTime: 60_000,
  });
}

export function loginMutation(auth: AuthApi) {
  return mutationOptions({
    mutationKey: [...authKeys.all, 'login'],
    mutationFn: (credentials: Credentials) => auth.login(credentials),
  });
}

type Q = QueryClient;
/**
 * The signed-out pages' calls and the password change, on the app's QueryClient (`useQueryClient()`).
 * `newPassword` and `resendLink` serve both the "set" (invited employee) and the "reset" link.
 */
export const authCalls = {
  challenge: (c: Q, signal?: AbortSignal) => httpOf(c).call(api.challenge, { signal }),
  signUp: (c: Q, body: BodyOf<typeof api.signUp>) => httpOf(c).call(api.signUp, { body }),
  forgotPassword: (c: Q, email: string) => httpOf(c).call(api.forgotPassword, { body: { email } }),
  newPassword: (c: Q, mode: 'set' | 'reset', body: BodyOf<typeof api.setPassword>) =>
    httpOf(c).call(mode === 'set' ? api.setPassword : api.resetPassword, { body }),
  resendLink: (c: Q, mode: 'set' | 'reset', email: string) =>
    httpOf(c).call(mode === 'set' ? api.resendSetPasswordToken : api.resendResetPasswordToken, { body: { email } }),
  changePassword: (c: Q, body: BodyOf<typeof api.changePassword>) => httpOf(c).call(api.changePassword, { body }),
};
