/**
 * File upload and download texts (spec 1 §5 "Files", §7 "File upload", §8). The refusal messages
 * themselves are field messages: validates.file_photo_invalid and validates.file_invalid.
 */
export default {
  choose: 'Choose file',
  /** the face of a file input whose label already says what to choose */
  browse: 'Browse…',
  dropHere: 'Drop a file here or choose one',
  uploading: 'Uploading {name}… {percent:number}%',
  uploaded: '{name} uploaded',
  checking: 'Checking {name}…',
  cancel: 'Cancel upload',
  remove: 'Remove file',
  retry: 'Try again',
  download: 'Download',
  downloadFailed: 'File could not be downloaded during processing',
  /** one hint per upload use (src/domain/files/rules.ts UPLOAD_RULES) */
  hints: {
    general: 'JPEG or PNG up to 2 MB, GIF up to 20 MB, MP4 up to 50 MB, CSV up to 2 MB.',
    csv: 'A CSV file (text/csv) up to 2 MB.',
    attachment: 'GIF, JPG, JPEG, PNG, DOC, DOCX, PDF, TXT, XLS, XLSX, JSON, CSV, ZIP or RAR, up to 15 MB.',
    profile_photo: 'JPG, JPEG or PNG, less than 2 MB.',
    avatar: 'JPG, JPEG, GIF or PNG, less than 2 MB, from 256×256 to 2048×2048 pixels.',
    cover: 'JPG, JPEG or PNG up to 5 MB, at least 640×160 pixels.',
  },
} as const;
