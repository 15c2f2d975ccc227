import type { Command, CommandContext } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';

/**
 * Palette commands of the brand API key and the account manager's access requests. They open the
 * technical-settings tab of /account-setting with an intent in the query string; the API key panel
 * and the access-requests panel read it and open the matching dialog (so the command works from any
 * screen, and a link can do the same). Permission: full access on brand account (the server's rule);
 * answering requests is the owner's alone.
 */
export const ACCOUNT_SETTINGS_TECHNICAL = '/account-setting?tab=technical';
export const API_KEY_INTENT_PARAM = 'api_key';
export const ACCESS_REQUESTS_PARAM = 'access_requests';
export type ApiKeyIntent = 'create' | 'rotate' | 'revoke';

export type { AccessCommandState } from './context.ts';

export const apiKeyIntentPath = (intent: ApiKeyIntent) => `${ACCOUNT_SETTINGS_TECHNICAL}&${API_KEY_INTENT_PARAM}=${intent}`;
export const accessRequestsPath = () => `${ACCOUNT_SETTINGS_TECHNICAL}&${ACCESS_REQUESTS_PARAM}=open`;

const keyState = (ctx: CommandContext) => ctx.access?.hasApiKey;
const manage = { module: 'brand_account', level: LEVEL.full } as const;

export function accessCommands(): Command[] {
  return [
    {
      id: 'apiKey.create',
      title: (LL) => LL.access.palette.createApiKey(),
      group: 'account',
      accountOwn: true,
      keywords: ['api', 'key', 'token', 'integration', 'khóa'],
      permission: manage,
      when: (ctx) => keyState(ctx) !== true,
      run: (ctx) => ctx.navigate(apiKeyIntentPath('create')),
    },
    {
      id: 'apiKey.rotate',
      title: (LL) => LL.access.palette.rotateApiKey(),
      group: 'account',
      accountOwn: true,
      keywords: ['api', 'key', 'rotate', 'regenerate', 'đổi'],
      permission: manage,
      when: (ctx) => keyState(ctx) !== false,
      run: (ctx) => ctx.navigate(apiKeyIntentPath('rotate')),
    },
    {
      id: 'apiKey.revoke',
      title: (LL) => LL.access.palette.revokeApiKey(),
      group: 'account',
      accountOwn: true,
      keywords: ['api', 'key', 'revoke', 'delete', 'thu hồi'],
      permission: manage,
      when: (ctx) => keyState(ctx) !== false,
      run: (ctx) => ctx.navigate(apiKeyIntentPath('revoke')),
    },
    {
      id: 'accessRequests.review',
      title: (LL) => LL.access.palette.reviewAccessRequests(),
      group: 'account',
      accountOwn: true,
      keywords: ['account manager', 'access', 'request', 'truy cập', 'quản lý'],
      permission: { module: 'brand_account', level: LEVEL.read },
      when: (ctx) => ctx.user?.role === 'owner',
      run: (ctx) => ctx.navigate(accessRequestsPath()),
    },
  ];
}
