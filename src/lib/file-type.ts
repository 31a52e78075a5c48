/** What a media file is, judged by its extension (SPEC §5). */
export type FileType = 'image' | 'video' | 'none';

const IMAGE_EXTENSIONS: ReadonlySet<string> = new Set(['svg', 'jpeg', 'jpg', 'png']);
const VIDEO_EXTENSIONS: ReadonlySet<string> = new Set(['mp4', 'm4v', 'mov', 'avi', 'wmv', 'flv']);

/**
 * Detects whether a file name or URL points to an image or a video (SPEC §5). The extension is read
 * case-insensitively and a query string or hash is ignored, since media URLs often carry one.
 *
 * @example fileType('/demo/pierres.JPG?v=2') // 'image'
 */
export function fileType(fileNameOrUrl: string): FileType {
  const path = fileNameOrUrl.split(/[?#]/, 1)[0] ?? '';
  const lastDot = path.lastIndexOf('.');
  if (lastDot < 0 || lastDot < path.lastIndexOf('/')) return 'none';
  const extension = path.slice(lastDot + 1).toLowerCase();
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'none';
}
