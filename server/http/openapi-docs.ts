import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const DOCS_PATH = '/api/docs';
export const DOCS_ASSETS = `${DOCS_PATH}/assets/`;

/** swagger-ui-dist's folder of built files (the package has no types; its package.json locates it). */
const swaggerUiRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Only the files the page loads: not the package's demo page or its initializer pointing at the petstore. */
const ASSETS = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png', '/favicon-16x16.png']);

/** No inline script or style, so the page stands under a CSP without 'unsafe-inline' for scripts. */
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand Console API reference</title>
<link rel="stylesheet" href="${DOCS_ASSETS}swagger-ui.css">
<link rel="icon" type="image/png" href="${DOCS_ASSETS}favicon-32x32.png" sizes="32x32">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${DOCS_ASSETS}swagger-ui-bundle.js"></script>
<script src="${DOCS_PATH}/init.js"></script>
</body>
</html>
`;

const init = `'use strict';
window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    docExpansion: 'none',
  });
});
`;

/**
 * The API reference page: swagger-ui-dist's static files under /api/docs/assets/, a small HTML page
 * at /api/docs and its start-up script at /api/docs/init.js, pointed at /api/openapi.json.
 * docs/decisions/034-openapi.md.
 */
export function registerApiDocs(app: FastifyInstance): void {
  app.register(fastifyStatic, {
    root: swaggerUiRoot,
    prefix: DOCS_ASSETS,
    decorateReply: false,
    wildcard: false,
    index: false,
    allowedPath: (pathName) => ASSETS.has(pathName),
    maxAge: '1d',
  });
  app.get(DOCS_PATH, async (_request, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page));
  app.get(`${DOCS_PATH}/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(init),
  );
}
