import type { Command } from './registry.ts';
import { LEVEL } from '../domain/permissions.ts';
import { routePath } from '../domain/routes.ts';

/**
 * Palette commands of outgoing webhooks. Like the API key commands they open the webhook settings
 * page with an intent in the query string (`?webhook=add|test|replay`), which the page acts on when
 * it arrives — so each works from any screen. Managing needs full access on brand account (the
 * server's rule); opening the page needs read access.
 */
const WEBHOOK_SETTINGS_PAGE = routePath('webhookSettings');
export const WEBHOOK_INTENT_PARAM = 'webhook';
export type WebhookIntent = 'add' | 'test' | 'replay';
export const webhookIntentPath = (intent: WebhookIntent) => `${WEBHOOK_SETTINGS_PAGE}?${WEBHOOK_INTENT_PARAM}=${intent}`;

const manage = { module: 'brand_account', level: LEVEL.full } as const;

export function webhookCommands(): Command[] {
  return [
    {
      id: 'webhooks.open',
      title: (LL) => LL.webhooks.palette.open(),
      group: 'account',
      accountOwn: true,
      keywords: ['webhook', 'endpoint', 'integration', 'callback', 'tích hợp'],
      permission: { module: 'brand_account', level: LEVEL.read },
      run: (ctx) => ctx.navigate(WEBHOOK_SETTINGS_PAGE),
    },
    {
      id: 'webhooks.add',
      title: (LL) => LL.webhooks.palette.add(),
      group: 'account',
      accountOwn: true,
      keywords: ['webhook', 'endpoint', 'add', 'new', 'thêm'],
      permission: manage,
      opens: 'dialog',
      run: (ctx) => ctx.navigate(webhookIntentPath('add')),
    },
    {
      id: 'webhooks.sendTest',
      title: (LL) => LL.webhooks.palette.sendTest(),
      group: 'account',
      accountOwn: true,
      keywords: ['webhook', 'test', 'ping', 'thử'],
      permission: manage,
      run: (ctx) => ctx.navigate(webhookIntentPath('test')),
    },
    {
      id: 'webhooks.replay',
      title: (LL) => LL.webhooks.palette.replay(),
      group: 'account',
      accountOwn: true,
      keywords: ['webhook', 'replay', 'resend', 'retry', 'gửi lại'],
      permission: manage,
      run: (ctx) => ctx.navigate(webhookIntentPath('replay')),
    },
  ];
}
