/** Filter operators of SPEC §3 "List filter". */
export type ListFilterType = 'like' | 'equal' | 'different' | 'inferior' | 'inferior_or_equal' | 'superior' | 'superior_or_equal';

/** One filter on a list call. */
export interface ListFilter {
  type: ListFilterType;
  value: string | number | boolean | ReadonlyArray<string | number>;
}

/** Paging, sorting and filters of a list call (SPEC §3, §7). */
export interface ListQuery {
  nbItem?: number;
  page?: number;
  orderBy?: string;
  filters?: Readonly<Record<string, ListFilter>>;
}

/** General default paging (SPEC §9). */
export const DEFAULT_PAGE_SIZE = 10;
export const DEFAULT_PAGE = 1;

const PREFIX: Readonly<Record<ListFilterType, string>> = {
  like: 'lk:',
  equal: '',
  different: 'df:',
  inferior: 'lt:',
  inferior_or_equal: 'lte:',
  superior: 'gt:',
  superior_or_equal: 'gte:',
};

/**
 * Builds the query string parameters of a list call (SPEC §7): `nbItem` (default 10), `page`
 * (default 1), `orderBy`, then one parameter per filter with its operator prefix (`lk:`, `df:`,
 * `lt:`, `lte:`, `gt:`, `gte:`, none for equality). Filters whose value is an empty string are
 * skipped (SPEC §5), so an untouched search box does not filter everything out. Lists are joined
 * with commas.
 */
export function buildListQuery(query: ListQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  params.set('nbItem', String(query.nbItem ?? DEFAULT_PAGE_SIZE));
  params.set('page', String(query.page ?? DEFAULT_PAGE));
  if (query.orderBy) params.set('orderBy', query.orderBy);
  for (const [name, filter] of Object.entries(query.filters ?? {})) {
    const raw = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value);
    if (raw === '') continue;
    params.set(name, `${PREFIX[filter.type]}${raw}`);
  }
  return params;
}
