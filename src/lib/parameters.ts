/** The part of a site parameter (SPEC §3 Parameter) these readers need. */
export interface ParameterLike {
  type: string;
  value: string | null;
  /** Its fields left in the site's default language (issue 36). */
  untranslated?: readonly string[] | null | undefined;
}

/** Index of parameters by type, for repeated look-ups. */
export type ParameterIndex = ReadonlyMap<string, string | null>;

/** Builds a type → value index; the last duplicate wins, like a settings table read top to bottom. */
export function indexParameters(parameters: readonly ParameterLike[]): ParameterIndex {
  return new Map(parameters.map((p) => [p.type, p.value]));
}

/** A parameter's value, trimmed; null when missing, null or blank (an empty admin field means "unset"). */
export function parameterString(index: ParameterIndex, type: string): string | null {
  const value = index.get(type);
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A NUMBER parameter; null when unset or not a finite number (decimal comma accepted). */
export function parameterNumber(index: ParameterIndex, type: string): number | null {
  const raw = parameterString(index, type);
  if (raw === null) return null;
  const value = Number(raw.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** A BOOLEAN parameter ("true"/"false", also "1"/"0"); `fallback` when unset or unreadable. */
export function parameterBoolean(index: ParameterIndex, type: string, fallback = false): boolean {
  const raw = parameterString(index, type)?.toLowerCase();
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  return fallback;
}
