/**
 * Multipart bodies (SPEC §7): every field is sent as text (objects and arrays as JSON); files go under
 * `images` when there are many and `image` when there is one; images given as data URLs are turned
 * into files first.
 */
// `data:<mime>[;name=<file name>][;<param>=…][;base64],<payload>` (rjsf's file fields add `name=`).
const DATA_URL = /^data:([^;,]+)?((?:;[^;,=]+=[^;,]*)*)(;base64)?,(.*)$/s;

/** True when the string is a `data:` URL. */
export function isDataUrl(value: unknown): value is string {
  return typeof value === 'string' && DATA_URL.test(value);
}

/** Convert a data URL to a File: named by its `name=` parameter when it has one, else from its MIME type. */
export function dataUrlToFile(dataUrl: string, baseName = 'image'): File {
  const match = DATA_URL.exec(dataUrl);
  if (!match) throw new TypeError('Not a data URL');
  const mime = match[1] ?? 'application/octet-stream';
  const named = /;name=([^;,]*)/.exec(match[2] ?? '')?.[1];
  const payload = match[4] ?? '';
  const bytes = match[3] ? Uint8Array.from(atob(payload), (c) => c.charCodeAt(0)) : new TextEncoder().encode(decodeURIComponent(payload));
  const ext = mime.split('/')[1]?.replace('svg+xml', 'svg').replace('jpeg', 'jpg') ?? 'bin';
  return new File([bytes], named ? decodeURIComponent(named) : `${baseName}.${ext}`, { type: mime });
}

function asFile(value: unknown, index: number): File | null {
  if (value instanceof File) return value;
  if (value instanceof Blob) return new File([value], `image-${index + 1}`, { type: value.type });
  if (isDataUrl(value)) return dataUrlToFile(value, `image-${index + 1}`);
  return null;
}

/**
 * Build the FormData of a multipart call. Files are collected from every field (a File, a Blob, a data
 * URL, or a list of them); all other fields become text parts.
 */
export function buildMultipart(fields: object): FormData {
  const form = new FormData();
  const files: File[] = [];
  for (const [name, raw] of Object.entries(fields)) {
    const value: unknown = raw;
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value) ? value : [value];
    const asFiles = list.map((v, i) => asFile(v, files.length + i));
    if (list.length > 0 && asFiles.every((f) => f !== null)) {
      files.push(...(asFiles as File[]));
      continue;
    }
    if (typeof value === 'string') form.append(name, value);
    else if (typeof value === 'number' || typeof value === 'boolean') form.append(name, String(value));
    else form.append(name, JSON.stringify(value));
  }
  if (files.length === 1 && files[0]) form.append('image', files[0]);
  else for (const file of files) form.append('images', file);
  return form;
}
