/**
 * Reading site settings (`GET /parameter`, SPEC §3 Parameter) inside blocks. Blocks only need a
 * setting's key and value, so they accept any list of `{ type, value }` (the generated `Parameter`
 * type fits) and never depend on the rest of the entity.
 */

/** The part of a Parameter a block reads. */
export interface ParameterLike {
  type: string;
  value: string | null;
}

/** The value of the setting `type`, or null when it is absent, null or blank. */
export function parameterValue(parameters: readonly ParameterLike[], type: string): string | null {
  const value = parameters.find((p) => p.type === type)?.value;
  return value === undefined || value === null || value.trim() === '' ? null : value;
}
