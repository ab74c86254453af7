/** The video files Upload & Edit accepts, by extension. */
export const UPLOAD_EXTENSIONS = ['mp4', 'mov', 'avi', 'mkv', 'webm'] as const;

/** The upload limit: 500 MB (docs/product-rules.md#uploads). */
export const MAX_UPLOAD_BYTES = 500 * 1024 * 1024;

export const UPLOAD_TYPE_ERROR = `File type not supported. Please use: ${UPLOAD_EXTENSIONS.join(', ')}`;
export const UPLOAD_SIZE_ERROR = 'File size too large. Maximum size is 500MB';
export const UPLOAD_FAILED_ERROR = 'Upload failed. Please try again.';

/** The file input's accept list: the extensions and their usual media types. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((ext) => `.${ext}`),
  'video/mp4',
  'video/quicktime',
  'video/x-msvideo',
  'video/x-matroska',
  'video/webm',
].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Why the file cannot be uploaded, or null when it can. The type is checked before the size. */
export function validateUpload(file: { name: string; size: number }): string | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return UPLOAD_TYPE_ERROR;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_SIZE_ERROR;
  return null;
}
