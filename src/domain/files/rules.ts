import type { FileKind, ImageSize } from './sniff.ts';

/**
 * Upload rules per use (spec 1 §5 "Files"). Each use lists the extensions it accepts, the content
 * kind the bytes must sniff as for that extension, and the size cap. The server checks the stored
 * object against the same table at confirm time, so a renamed or oversized file is refused whatever
 * the browser claimed. Pure: shared by the upload UI (early refusal) and the server (authority).
 */
export const MB = 1024 * 1024;

export const UPLOAD_TYPES = [
  'general',
  'csv',
  'attachment',
  'profile_photo',
  'avatar',
  'cover',
  'creative',
  'product_import',
  'reconciliation_ledger',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** Codes of the 422 field error `file` (translated as validates.<code>; wording from spec 1 §8). */
export const FILE_ERROR_CODES = {
  /** 'Your photos couldn't be uploaded. Photos should be less than 2MB and saved as JPG, JPEG, or PNG files.' */
  photo: 'file_photo_invalid',
  /** 'File could not be uploaded (empty or over limit size, rows or header)' */
  file: 'file_invalid',
} as const;
export type FileErrorCode = (typeof FILE_ERROR_CODES)[keyof typeof FILE_ERROR_CODES];

/** What the bytes of a file with this extension must look like, and the content type we store it under. */
export const EXTENSIONS = {
  jpg: { kind: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { kind: 'jpeg', contentType: 'image/jpeg' },
  png: { kind: 'png', contentType: 'image/png' },
  gif: { kind: 'gif', contentType: 'image/gif' },
  mp4: { kind: 'mp4', contentType: 'video/mp4' },
  pdf: { kind: 'pdf', contentType: 'application/pdf' },
  // Legacy Office files are OLE compound documents; the OOXML ones are zip archives.
  doc: { kind: 'ole', contentType: 'application/msword' },
  xls: { kind: 'ole', contentType: 'application/vnd.ms-excel' },
  docx: { kind: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { kind: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  zip: { kind: 'zip', contentType: 'application/zip' },
  rar: { kind: 'rar', contentType: 'application/vnd.rar' },
  txt: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
  json: { kind: 'text', contentType: 'application/json' },
  csv: { kind: 'text', contentType: 'text/csv' },
  // Stored and downloaded as plain text on purpose: an uploaded HTML creative must never render in
  // the app's origin; its preview goes through the sandboxed endpoint (docs/decisions/018-offer-assets.md).
  html: { kind: 'text', contentType: 'text/plain; charset=utf-8' },
} as const satisfies Record<string, { kind: FileKind; contentType: string }>;
export type Extension = keyof typeof EXTENSIONS;

export interface Dimensions {
  minWidth: number;
  minHeight: number;
  maxWidth: number;
  maxHeight: number;
}

export interface UploadRule {
  /** extension → largest accepted size in bytes (inclusive) */
  maxBytes: Partial<Record<Extension, number>>;
  dimensions?: Dimensions;
  errorCode: FileErrorCode;
}

/** "under 2 MB" in the spec is strict: the largest accepted size is one byte less. */
const UNDER_2MB = 2 * MB - 1;

export const UPLOAD_RULES: Record<UploadType, UploadRule> = {
  general: {
    maxBytes: { jpeg: 2 * MB, jpg: 2 * MB, png: 2 * MB, csv: 2 * MB, gif: 20 * MB, mp4: 50 * MB },
    errorCode: FILE_ERROR_CODES.file,
  },
  csv: { maxBytes: { csv: 2 * MB }, errorCode: FILE_ERROR_CODES.file },
  attachment: {
    maxBytes: Object.fromEntries(
      (['gif', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'pdf', 'txt', 'xls', 'xlsx', 'json', 'csv', 'zip', 'rar'] as const).map((e) => [
        e,
        15 * MB,
      ]),
    ),
    errorCode: FILE_ERROR_CODES.file,
  },
  profile_photo: { maxBytes: { jpg: UNDER_2MB, jpeg: UNDER_2MB, png: UNDER_2MB }, errorCode: FILE_ERROR_CODES.photo },
  avatar: {
    maxBytes: { jpg: UNDER_2MB, jpeg: UNDER_2MB, gif: UNDER_2MB, png: UNDER_2MB },
    dimensions: { minWidth: 256, minHeight: 256, maxWidth: 2048, maxHeight: 2048 },
    errorCode: FILE_ERROR_CODES.photo,
  },
  // Not in the spec; decided in docs/decisions/011-file-storage.md: a wide banner, same formats as
  // the profile photo, a larger cap because banners are wide.
  cover: {
    maxBytes: { jpg: 5 * MB, jpeg: 5 * MB, png: 5 * MB },
    dimensions: { minWidth: 640, minHeight: 160, maxWidth: 4096, maxHeight: 4096 },
    errorCode: FILE_ERROR_CODES.photo,
  },
  // Spec 2 §5 creative files: image 2 MB, gif 20 MB, mp4 50 MB; archives, texts and html as the
  // reference list of creative file types says (src/domain/reference/data/creatives.ts).
  creative: {
    maxBytes: {
      jpg: 2 * MB,
      jpeg: 2 * MB,
      png: 2 * MB,
      gif: 20 * MB,
      mp4: 50 * MB,
      zip: 50 * MB,
      rar: 50 * MB,
      html: 2 * MB,
      txt: 2 * MB,
      doc: 20 * MB,
      docx: 20 * MB,
    },
    errorCode: FILE_ERROR_CODES.file,
  },
  // Spec 2 §5, §9: a product import is a CSV or XLSX file of at most 50 MB (decision 080)
  product_import: { maxBytes: { csv: 50 * MB, xlsx: 50 * MB }, errorCode: FILE_ERROR_CODES.file },
  // a brand's order ledger for the guided reconciliation (decision 093): read as it streams
  reconciliation_ledger: { maxBytes: { csv: 50 * MB, xlsx: 50 * MB }, errorCode: FILE_ERROR_CODES.file },
};

/** Lower-case extension without the dot ('' when there is none). */
export function extensionOf(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** The extension when `use` accepts it, else null. */
export function acceptedExtension(use: UploadType, name: string): Extension | null {
  const ext = extensionOf(name);
  return ext in UPLOAD_RULES[use].maxBytes ? (ext as Extension) : null;
}

/** Largest accepted size for this name under `use`, or null when the extension is not accepted. */
export function maxBytesFor(use: UploadType, name: string): number | null {
  const ext = acceptedExtension(use, name);
  return ext ? (UPLOAD_RULES[use].maxBytes[ext] ?? null) : null;
}

/** What the server learnt about a stored object. */
export interface Inspected {
  size: number;
  /** sniffed from the bytes */
  kind: FileKind | null;
  /** for images: from the header */
  image: ImageSize | null;
}

/** Why a stored file is refused, for logs and tests; the user sees the rule's one message. */
export type Refusal = 'extension' | 'empty' | 'too_large' | 'content' | 'dimensions';

/** The verdict at confirm time: null when the file is acceptable for `use`. */
export function refusal(use: UploadType, name: string, file: Inspected): Refusal | null {
  const ext = acceptedExtension(use, name);
  if (!ext) return 'extension';
  if (file.size <= 0) return 'empty';
  if (file.size > (UPLOAD_RULES[use].maxBytes[ext] ?? 0)) return 'too_large';
  if (file.kind !== EXTENSIONS[ext].kind) return 'content';
  const dims = UPLOAD_RULES[use].dimensions;
  if (dims) {
    const img = file.image;
    if (!img) return 'dimensions';
    if (img.width < dims.minWidth || img.height < dims.minHeight || img.width > dims.maxWidth || img.height > dims.maxHeight) {
      return 'dimensions';
    }
  }
  return null;
}

/** Spec 1 §5: long names show the first 25 characters, an ellipsis and the extension. */
export const SHORT_NAME_LENGTH = 25;
export function shortenFileName(name: string): string {
  // Code points, so an emoji or accented letter is never cut in half.
  const dot = name.lastIndexOf('.');
  const hasExt = dot > 0 && dot < name.length - 1;
  const stem = Array.from(hasExt ? name.slice(0, dot) : name);
  if (stem.length <= SHORT_NAME_LENGTH) return name;
  return stem.slice(0, SHORT_NAME_LENGTH).join('') + '…' + (hasExt ? name.slice(dot) : '');
}
