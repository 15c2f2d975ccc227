import { z } from 'zod';
import { endpoint } from '../contract.ts';
import { UPLOAD_TYPES } from './rules.ts';

/**
 * The presigned upload flow of spec 1 §7 "File upload" (paths verbatim under /api):
 * presign → multipart POST to the returned url (no authorization header) → confirm → download.
 * The storage endpoints themselves (`/api/storage/upload`, `/api/storage/download`) are not JSON
 * and are authorised by their signed policy, so they are not descriptors; see server/storage.
 */
const fileName = z.string().trim().min(1).max(255);
export const uploadTypeSchema = z.enum(UPLOAD_TYPES);

export const presignBody = z.object({
  file_names: z.array(fileName).min(1).max(20),
  upload_type: uploadTypeSchema.optional(),
});

export const presignedItemSchema = z.object({
  /** where the browser POSTs the multipart form */
  url: z.string(),
  /** form fields to send before the file, verbatim (key, Content-Type, policy, signature …) */
  fields: z.record(z.string(), z.string()),
  file_name: z.string(),
});
export const presignResponse = z.object({ items: z.array(presignedItemSchema) });
export type PresignedItem = z.infer<typeof presignedItemSchema>;

export const confirmBody = z.object({
  fields: z.record(z.string(), z.string()).refine((f) => typeof f.key === 'string' && f.key.length > 0, 'required'),
  url: z.string().max(2048),
  file_name: fileName,
});

export const storedFileSchema = z.object({
  id: z.number().int(),
  /** storage key; turn it into a link with files.download */
  path: z.string(),
  file_name: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

export const presignedUrl = endpoint({
  id: 'files.presignedUrl',
  method: 'POST',
  path: '/api/files/upload/presigned_url',
  summary: 'Presigned upload form for each file name (upload_type defaults to general)',
  access: { kind: 'user' },
  body: presignBody,
  response: presignResponse,
});

export const profilePresignedUrl = endpoint({
  id: 'files.profilePresignedUrl',
  method: 'POST',
  path: '/api/user/adv/info/file/upload/presigned-url',
  summary: 'Presigned upload form for account pictures (upload_type defaults to profile_photo)',
  access: { kind: 'user' },
  body: presignBody,
  response: presignResponse,
});

export const confirmUpload = endpoint({
  id: 'files.confirm',
  method: 'POST',
  path: '/api/files/upload/confirm',
  summary: 'Check the uploaded object (type by magic bytes, size, dimensions) and record it',
  access: { kind: 'user' },
  body: confirmBody,
  response: storedFileSchema,
});

export const userConfirmUpload = endpoint({
  id: 'files.userConfirm',
  method: 'POST',
  path: '/api/user/files/upload/confirm',
  summary: 'Same as files.confirm, under the user path',
  access: { kind: 'user' },
  body: confirmBody,
  response: storedFileSchema,
});

export const confirmProfilePhoto = endpoint({
  id: 'files.confirmProfilePhoto',
  method: 'PUT',
  path: '/api/user/files/upload/confirm',
  summary: 'Confirm a profile photo upload (spec: PUT for a profile photo)',
  access: { kind: 'user' },
  body: confirmBody,
  response: storedFileSchema,
});

export const download = endpoint({
  id: 'files.download',
  method: 'GET',
  path: '/api/files/download',
  summary: 'Short-lived signed download URL of a file of the caller’s brand (file = id or path)',
  access: { kind: 'user' },
  query: z.object({ file: z.string().trim().min(1).max(1024) }),
  mayBeMissing: true,
  response: z.object({ url: z.string() }),
});

export const filesEndpoints = [presignedUrl, profilePresignedUrl, confirmUpload, userConfirmUpload, confirmProfilePhoto, download] as const;
