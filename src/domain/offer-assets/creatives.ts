import { z } from 'zod';
import { endpoint, pagedSchema } from '../contract.ts';
import { extensionOf } from '../files/rules.ts';
import { url as urlRule } from '../validation/formats.ts';
import { maxLength } from '../validation/text.ts';
import { zRules } from '../validation/zod.ts';
import { ASSET_CODES, FIELD_MAX, idParams, listQuery, nameField, OFFERS_READ, OFFERS_WRITE, okSchema, zId } from './shared.ts';

/**
 * Creatives (spec 2 §3 "Creative": name, type, file or url or code, width, height; §5 file rules).
 * Which source a type takes, and which file extensions, is decided here once and checked by the form
 * and the server alike. Uploads go through the shared flow with use `creative`, whose size caps are
 * spec 2 §5's. HTML code is never rendered in the app's origin: the preview endpoint serves it with
 * `Content-Security-Policy: sandbox` into a sandboxed iframe (docs/decisions/018-offer-assets.md).
 */
export const CREATIVE_TYPES = ['archive', 'email', 'image', 'link', 'text', 'video', 'html_ads', 'html_banner'] as const;
export type CreativeType = (typeof CREATIVE_TYPES)[number];
export type CreativeSource = 'file' | 'url' | 'code';
export const CODE_MAX = 100_000;

export const CREATIVE_RULES: Record<CreativeType, { sources: readonly CreativeSource[]; extensions: readonly string[] }> = {
  archive: { sources: ['file'], extensions: ['zip', 'rar'] },
  email: { sources: ['file', 'code'], extensions: ['html', 'txt'] },
  image: { sources: ['file'], extensions: ['jpg', 'jpeg', 'png', 'gif'] },
  link: { sources: ['url'], extensions: [] },
  text: { sources: ['file', 'code'], extensions: ['html', 'doc', 'docx', 'txt'] },
  video: { sources: ['file'], extensions: ['mp4'] },
  html_ads: { sources: ['code'], extensions: [] },
  html_banner: { sources: ['code'], extensions: [] },
};

/** Types whose code is HTML and gets the sandboxed preview. */
export const isHtmlType = (type: CreativeType) => type === 'html_ads' || type === 'html_banner' || type === 'email';

/** Extension accepted for this creative type (by file name). */
export function fileFitsType(type: CreativeType, fileName: string): boolean {
  return CREATIVE_RULES[type].extensions.includes(extensionOf(fileName));
}

const dimension = z.number().int().min(1).max(10_000).nullable().default(null);

export const creativeBody = z
  .object({
    name: nameField,
    type: z.enum(CREATIVE_TYPES),
    file_id: zId.nullable().default(null),
    url: zRules([maxLength(FIELD_MAX.url), urlRule], { optional: true }),
    code: zRules([maxLength(CODE_MAX)], { optional: true }),
    width: dimension,
    height: dimension,
  })
  .superRefine((c, ctx) => {
    const { sources } = CREATIVE_RULES[c.type];
    const given: CreativeSource[] = [];
    if (c.file_id !== null) given.push('file');
    if (c.url) given.push('url');
    if (c.code) given.push('code');
    // exactly one source, and one this type takes
    if (given.length !== 1 || !sources.includes(given[0]!)) {
      ctx.addIssue({ code: 'custom', message: ASSET_CODES.creativeSource, path: [sources[0] === 'file' ? 'file_id' : sources[0]!] });
    }
  });
export type CreativeInput = z.input<typeof creativeBody>;

export const creativeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CREATIVE_TYPES),
  file_id: z.number().int().nullable(),
  file_name: z.string().nullable(),
  url: z.string().nullable(),
  code: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** offers showing this creative (offers.creative_ids, set from the offer's creative tab) */
  offer_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Creative = z.infer<typeof creativeSchema>;

export const listCreatives = endpoint({
  id: 'creatives.list',
  method: 'GET',
  path: '/api/creatives',
  summary: 'Creatives of the brand (search by name, filter by type, paged); code is left out of rows',
  access: OFFERS_READ,
  query: listQuery.extend({ type: z.enum(CREATIVE_TYPES).optional() }),
  response: pagedSchema(creativeSchema),
});

export const offerCreatives = endpoint({
  id: 'creatives.offers',
  method: 'GET',
  path: '/api/creatives/offers',
  summary: 'Creatives shown with one offer (its creative_ids, in that order)',
  access: OFFERS_READ,
  query: z.object({ offer_id: zId }),
  response: z.array(creativeSchema),
});

export const getCreative = endpoint({
  id: 'creatives.get',
  method: 'GET',
  path: '/api/creatives/:creativeId',
  summary: 'One creative, with its code',
  access: OFFERS_READ,
  params: idParams('creativeId'),
  response: creativeSchema,
});

export const createCreative = endpoint({
  id: 'creatives.create',
  method: 'POST',
  path: '/api/creatives',
  summary: 'Create a creative (file from the upload flow with use=creative, or a URL, or code)',
  access: OFFERS_WRITE,
  body: creativeBody,
  response: creativeSchema,
});

export const updateCreative = endpoint({
  id: 'creatives.update',
  method: 'PUT',
  path: '/api/creatives/:creativeId',
  summary: 'Replace a creative',
  access: OFFERS_WRITE,
  params: idParams('creativeId'),
  body: creativeBody,
  response: creativeSchema,
});

export const deleteCreative = endpoint({
  id: 'creatives.delete',
  method: 'DELETE',
  path: '/api/creatives/:creativeId',
  summary: 'Delete a creative',
  access: OFFERS_WRITE,
  params: idParams('creativeId'),
  response: okSchema,
});

/** Where the sandboxed preview is served (outside /api: an iframe cannot send the bearer token). */
export const CREATIVE_PREVIEW_PATH = '/creative-preview';

export const creativePreview = endpoint({
  id: 'creatives.preview',
  method: 'GET',
  path: '/api/creatives/:creativeId/preview',
  summary: 'A short-lived signed URL serving the creative’s HTML with CSP sandbox, for a sandboxed iframe',
  access: OFFERS_READ,
  params: idParams('creativeId'),
  response: z.object({ url: z.string() }),
});
