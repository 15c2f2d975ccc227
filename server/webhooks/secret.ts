import { randomBytes } from 'node:crypto';

/**
 * A signing secret as Standard Webhooks writes it: `whsec_` + base64 of random bytes (24 bytes =
 * 192 bits; the scheme asks for 24 to 64). `new Webhook(secret)` of the `standardwebhooks`
 * package takes it as it is — so does any receiver using that package.
 */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;
