import type { FastifyInstance } from 'fastify';
import type { Json } from './openapi-schema.ts';

/**
 * The local file store's two routes (server/storage/routes.ts) are not descriptors: the upload is a
 * multipart form and the download a file, both authorised by a signature rather than a token. They
 * exist only when the local store is configured, so they are described here and added when present.
 * Literal paths, because http sits below the features and does not import server/storage.
 */
const UPLOAD = '/api/storage/upload';
const DOWNLOAD = '/api/storage/download';
const error = (status: string) => ({ $ref: `#/components/responses/Error${status}` });
const plain = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const upload: Json = {
  operationId: 'storage.upload',
  summary: 'Upload a file with the signed form from POST /api/files/upload-url (local store only)',
  tags: ['storage'],
  security: [],
  requestBody: {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          properties: {
            key: { type: 'string' },
            'Content-Type': { type: 'string' },
            policy: { type: 'string' },
            signature: { type: 'string' },
            file: { type: 'string', contentMediaType: 'application/octet-stream' },
          },
          required: ['key', 'policy', 'signature', 'file'],
        },
      },
    },
  },
  responses: {
    '204': { description: 'Stored' },
    '400': plain('Not a multipart form, or no file part'),
    '403': error('403'),
    '409': error('409'),
    '413': plain('Larger than the policy allows'),
  },
};

const download: Json = {
  operationId: 'storage.download',
  summary: 'Download a file through a signed link (local store only)',
  tags: ['storage'],
  security: [],
  parameters: ['key', 'expires', 'name', 'signature'].map((name) => ({
    name,
    in: 'query',
    required: true,
    schema: name === 'expires' ? { type: 'integer' } : { type: 'string' },
  })),
  responses: {
    '200': { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } } },
    '403': error('403'),
    '404': error('404'),
  },
};

/** The storage paths this app registered, to merge into `paths`. */
export function storagePaths(app: FastifyInstance): Record<string, Json> {
  const out: Record<string, Json> = {};
  if (app.hasRoute({ method: 'POST', url: UPLOAD })) out[UPLOAD] = { post: upload };
  if (app.hasRoute({ method: 'GET', url: DOWNLOAD })) out[DOWNLOAD] = { get: download };
  return out;
}
