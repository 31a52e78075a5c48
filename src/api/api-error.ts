/** Field errors as the API sends them in `data` of a failed envelope: field name → French message. */
export type FieldErrors = Record<string, string>;

/**
 * The one error type of every API call (SPEC §8).
 * - `success:false` → the server's `message` (+ field errors from `data`);
 * - HTTP error → the message of the error body;
 * - no response → the raw error's message, `status` 0.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** Per-field messages from the server (`data` of a failed envelope), or null. */
  readonly fieldErrors: FieldErrors | null;
  /** Which call failed (for reports), e.g. "getPage". */
  readonly callId: string;

  constructor(args: { message: string; status: number; callId: string; fieldErrors?: FieldErrors | null; cause?: unknown }) {
    super(args.message, { cause: args.cause });
    this.status = args.status;
    this.callId = args.callId;
    this.fieldErrors = args.fieldErrors ?? null;
  }

  /** True for errors that retrying cannot fix (4xx), so query retries stop at once. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** Keep only string-valued entries of an unknown `data` payload as field errors. */
export function toFieldErrors(data: unknown): FieldErrors | null {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return null;
  const out: FieldErrors = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) out[key] = value.join(' ');
  }
  return Object.keys(out).length > 0 ? out : null;
}
