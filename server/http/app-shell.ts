import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import { addCspNonces } from './security.ts';

/** In index.html (the repository's root one, kept by Vite's build): the per-answer CSP nonce goes here. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Answers the app shell (index.html) with this answer's style nonce in place of the placeholder.
 * Why: libraries of the palette and dialogs (react-remove-scroll through react-style-singleton) add a
 * <style> element at run time; the CSP allows it only with the nonce, which the entry reads from the
 * `csp-nonce` meta tag (src/main.tsx), so style-src needs no 'unsafe-inline'. The file is read once:
 * a deployment replaces the process along with the build.
 */
export function appShell(webDir: string): (reply: FastifyReply) => FastifyReply {
  let html: string | undefined;
  return (reply) => {
    html ??= readFileSync(path.join(webDir, 'index.html'), 'utf8');
    const nonce = addCspNonces(reply).style;
    return (
      reply
        .type('text/html; charset=utf-8')
        // a new nonce per answer: the shell must never come from a cache
        .header('cache-control', 'no-store')
        .send(html.replaceAll(NONCE_PLACEHOLDER, nonce))
    );
  };
}
