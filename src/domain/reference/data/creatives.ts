import { c, same, type CodedRow } from './types.ts';

export interface CreativeFileTypeRow extends CodedRow {
  mime: string;
  /** the upload limit of spec 2 §5 for this extension */
  max_bytes: number;
}
const MB = 1024 * 1024;
const f = (id: number, ext: string, mime: string, maxMb: number): CreativeFileTypeRow => ({
  ...same(id, ext, ext.toUpperCase()),
  mime,
  max_bytes: maxMb * MB,
});

/** Creative uploads (spec 2 §5): images 2 MB, gif 20 MB, mp4 50 MB; archives and texts as files. */
export const CREATIVE_FILE_TYPES: readonly CreativeFileTypeRow[] = [
  f(1, 'jpg', 'image/jpeg', 2),
  f(2, 'jpeg', 'image/jpeg', 2),
  f(3, 'png', 'image/png', 2),
  f(4, 'gif', 'image/gif', 20),
  f(5, 'mp4', 'video/mp4', 50),
  f(6, 'zip', 'application/zip', 50),
  f(7, 'rar', 'application/vnd.rar', 50),
  f(8, 'html', 'text/html', 2),
  f(9, 'doc', 'application/msword', 20),
  f(10, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 20),
  f(11, 'txt', 'text/plain', 2),
];

export interface CreativeTypeRow extends CodedRow {
  /** accepted upload types; empty when the creative is a URL or typed content */
  file_type_ids: readonly number[];
}
const t = (row: CodedRow, file_type_ids: number[]): CreativeTypeRow => ({ ...row, file_type_ids });

export const CREATIVE_TYPES: readonly CreativeTypeRow[] = [
  t(c(1, 'archive', 'Archive', 'Tệp nén'), [6, 7]),
  t(c(2, 'email', 'Email', 'Email'), [8, 11]),
  t(c(3, 'image', 'Image', 'Hình ảnh'), [1, 2, 3, 4]),
  t(c(4, 'link', 'Link', 'Liên kết'), []),
  t(c(5, 'text', 'Text', 'Văn bản'), [8, 9, 10, 11]),
  t(c(6, 'video', 'Video', 'Video'), [5]),
  t(c(7, 'html_ads', 'HTML ads', 'Quảng cáo HTML'), []),
  t(c(8, 'html_banner', 'HTML banner', 'Banner HTML'), []),
];
