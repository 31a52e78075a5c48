import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { catalogueQueryOptions, variationsQueryOptions, type CatalogueProduct } from '@/api/queries/catalogue';
import type { Variation } from '@/api/generated/types';
import { parametersQueryOptions } from '@/api/queries/site';
import type { ListFilter, ListQuery } from '@/lib/list-query';
import { indexParameters, parameterBoolean, parameterString } from '@/lib/parameters';
import { productKinds, tagLabel } from '@/lib/product-labels';
import { frenchSpacing } from '@/lib/french-typography';
import { wordsAcrossLanguages, type RecordWords } from '@/lib/values-across-languages';
import { ProductCard } from '@/ui/product-card';
import { textInput } from '@/ui/text-input';
import type { BlockComponentProps, LanguageParams } from '../block-kit';
import { useProductCardData } from '../product-card-data';
import { catalogueMessages } from '@/features/catalogue/messages';
import { useMessages } from '@/features/i18n/use-messages';
import type { ProductListProps } from './props.gen';
import './product-list.css';

/** Products per page (SPEC §3, §9). */
const PAGE_SIZE = 100;

/** The catalogue filters as they sit in the URL: `?q=…&type=OIL&type=BOX&theme=hiver&option=90+minutes&page=2`. */
export interface CatalogueFilters {
  search: string;
  kinds: string[];
  tags: string[];
  /** Variation values (a declination's "90 minutes", "Bon imprimé"). */
  options: string[];
  page: number;
}

/** Reads the filters of the URL (unknown or malformed values are dropped). */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    kinds: params.getAll('type').filter(Boolean),
    tags: params.getAll('theme').filter(Boolean),
    options: params.getAll('option').filter(Boolean),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The filter values the catalogue offers (its kinds, themes and declination options). */
export interface OfferedFilters {
  kinds: readonly string[];
  tags: readonly string[];
  options: readonly string[];
}

/**
 * The filters of the URL that the catalogue offers: a value it does not (a theme in the other
 * language's words, kept by the language switch; an address typed by hand) is dropped, not asked
 * for. Asked for, it emptied the list, and no box was there to untick.
 */
export function offeredFilters(filters: CatalogueFilters, offered: OfferedFilters): CatalogueFilters {
  const keep = (values: string[], known: readonly string[]) => values.filter((value) => known.includes(value));
  return { ...filters, kinds: keep(filters.kinds, offered.kinds), tags: keep(filters.tags, offered.tags), options: keep(filters.options, offered.options) };
}

/**
 * The list call's query for these filters (SPEC §3: search as `lk:`, kind and tags as equality
 * lists). Without any filter it is `{}`, the very query the block's loader prefetched.
 */
export function filtersQuery(filters: CatalogueFilters): ListQuery {
  const wanted: Record<string, ListFilter> = {};
  if (filters.search) wanted.search = { type: 'like', value: filters.search };
  if (filters.kinds.length > 0) wanted.kind = { type: 'equal', value: filters.kinds };
  if (filters.tags.length > 0) wanted.tags = { type: 'equal', value: filters.tags };
  if (filters.options.length > 0) wanted.variation = { type: 'equal', value: filters.options };
  return {
    ...(filters.page > 1 ? { page: filters.page } : {}),
    ...(Object.keys(wanted).length > 0 ? { filters: wanted } : {}),
  };
}

/** A product's themes, and each declination's options (by declination: the record that carries them), for {@link wordsAcrossLanguages}. */
function themesOf(products: readonly CatalogueProduct[]): RecordWords[] {
  return products.map(({ id, tags }) => ({ id, words: tags }));
}

function optionsOf(products: readonly CatalogueProduct[]): RecordWords[] {
  return products.flatMap((p) =>
    p.declinations.map(({ id, variation1, variation2, variation3 }) => ({
      id,
      words: [variation1, variation2, variation3].flatMap((v) => (v?.value ? [v.value] : [])),
    })),
  );
}

/**
 * The language switcher's link keeps the list the visitor sees (issue 36): themes and declination
 * options are the products' own words, which the API gives no id, so each is said as the same
 * products (the same declinations) say it in the other language — `viandes-rouges` is `red-meat`,
 * « Demi-bouteille » “Half bottle” —, and one that cannot be told is left out, not carried as a
 * value the other catalogue does not offer. The search and the kinds (codes) are kept as they are.
 */
export const catalogueLanguageParams: LanguageParams = {
  params: ['theme', 'option'],
  carry: async (values, read) => {
    const [here, there] = await read((api) => catalogueQueryOptions(api));
    const out = new URLSearchParams();
    for (const theme of wordsAcrossLanguages(values.getAll('theme'), themesOf(here.products), themesOf(there.products))) out.append('theme', theme);
    for (const option of wordsAcrossLanguages(values.getAll('option'), optionsOf(here.products), optionsOf(there.products))) out.append('option', option);
    return out;
  },
};

/**
 * The variations (`GET /variation`) the catalogue's declinations use, by name, each with its values
 * in natural order (60 before 75 before 90 minutes); a variation no product uses is left out.
 */
function variationFacets(variations: readonly Variation[], products: readonly CatalogueProduct[]): Array<{ id: number; name: string; values: string[] }> {
  const values = new Map<number, Set<string>>();
  for (const declination of products.flatMap((p) => p.declinations)) {
    for (const v of [declination.variation1, declination.variation2, declination.variation3]) {
      if (v?.value) values.set(v.id, (values.get(v.id) ?? new Set()).add(v.value));
    }
  }
  return variations.flatMap((v) => {
    const used = values.get(v.id);
    return used && used.size > 0
      ? [{ id: v.id, name: v.displayLabel?.trim() || v.label, values: [...used].sort((a, b) => a.localeCompare(b, 'fr', { numeric: true })) }]
      : [];
  });
}

/** The form's fields as URL parameters, without empty ones. */
function formParams(form: HTMLFormElement): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value.trim() !== '') out.append(name, value.trim());
  }
  return out;
}

function pageHref(params: URLSearchParams, page: number): string {
  const next = new URLSearchParams(params);
  if (page > 1) next.set('page', String(page));
  else next.delete('page');
  const search = next.toString();
  return search ? `?${search}` : '?';
}

/** `product-list`: the shop's catalogue, with its filters and page in the URL. */
export function ProductList({ props }: BlockComponentProps<ProductListProps>) {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const ids = useId();
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(api));
  const { data: everything } = useSuspenseQuery(catalogueQueryOptions(api));
  const { data: variations } = useSuspenseQuery(variationsQueryOptions(api));
  const kinds = productKinds(everything.products);
  const tags = [...new Set(everything.products.flatMap((p) => p.tags ?? []))].sort((a, b) => a.localeCompare(b, 'fr'));
  const facets = variationFacets(variations, everything.products);
  const filters = offeredFilters(readFilters(params), { kinds: kinds.map(({ kind }) => kind), tags, options: facets.flatMap((facet) => facet.values) });
  const { data } = useSuspenseQuery(catalogueQueryOptions(api, filtersQuery(filters)));
  const settings = indexParameters(parameters);
  const useStock = parameterBoolean(settings, 'USE_PRODUCT_STOCK');
  const cardData = useProductCardData();
  const t = useMessages(catalogueMessages);
  const variant = parameterString(settings, 'PRODUCT_PAGE_STYLE')?.toUpperCase() === 'LIST' ? 'list' : 'grid';
  const filtered = filters.search !== '' || filters.kinds.length > 0 || filters.tags.length > 0 || filters.options.length > 0;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));
  const active = (filters.search === '' ? 0 : 1) + filters.kinds.length + filters.tags.length + filters.options.length;
  const formRef = useRef<HTMLFormElement>(null);
  const boxRef = useRef<HTMLDetailsElement>(null);
  // A browser that cannot show a closed disclosure's content (no `::details-content`) opens it on a wide screen.
  useEffect(() => {
    const box = boxRef.current;
    const showsContent = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(::details-content)');
    if (box && !showsContent && typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 960px)').matches) box.open = true;
  }, []);
  const address = params.toString();
  // The address the form itself asked for last: when it arrives, the fields already say it (and may
  // say more: what was typed while its list loaded, which following it would erase).
  const sent = useRef<string | null>(null);
  const send = (form: HTMLFormElement, replace: boolean) => {
    const next = formParams(form);
    sent.current = next.toString();
    setParams(next, { replace, preventScrollReset: true });
  };
  // The fields keep their own state (a GET form that works before the code loads). When the address
  // changes some other way (back, « Effacer les filtres »), they follow it here: giving each field a
  // key per state instead remounted the box just ticked, or the search just sent, and the focus fell to the page.
  useEffect(() => {
    const own = sent.current === address;
    sent.current = null;
    if (own) return;
    const wanted = new URLSearchParams(address);
    for (const input of formRef.current?.querySelectorAll('input') ?? []) {
      if (input.type === 'checkbox') input.checked = wanted.getAll(input.name).includes(input.value);
      else if (input.name === 'q') input.value = readFilters(wanted).search;
    }
  }, [address]);

  return (
    <section className={`vb-product-list vb-product-list--${variant}`} aria-labelledby={`${ids}-title`}>
      <header className="vb-product-list__header">
        <h1 id={`${ids}-title`} className="vb-title">
          {props.title}
        </h1>
        {props.intro ? <p className="vb-product-list__intro">{props.intro}</p> : null}
      </header>
      <div className="vb-product-list__layout">
        {props.showFilters ? (
          // Behind a disclosure, closed on arrival: on a phone the products come first, the filters
          // one tap away (« Filtrer les produits (2) » says how many apply). From 960 px the CSS shows
          // them in their column whatever the disclosure (product-list.css; the effect above opens it
          // where the browser cannot).
          <details ref={boxRef} className="vb-product-list__filters-box">
            <summary className="vb-product-list__filters-toggle">
              {t('listFilter')}
              {active > 0 ? ` (${active})` : null}
            </summary>
            {/* A plain GET form: it works before the code loads (server-rendered page); once hydrated,
              filters apply without a reload, checkboxes at once, the search on Enter or the button. */}
            <form
              ref={formRef}
              method="get"
              className="vb-product-list__filters"
              aria-label={t('listFilter')}
              onSubmit={(event) => {
                event.preventDefault();
                send(event.currentTarget, false);
              }}
              onChange={(event) => {
                if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') send(event.currentTarget, true);
              }}
            >
              <div className="vb-product-list__field">
                <label htmlFor={`${ids}-q`}>{t('listSearch')}</label>
                <input
                  id={`${ids}-q`}
                  className={`${textInput} vb-product-list__search`}
                  name="q"
                  type="search"
                  defaultValue={filters.search}
                  placeholder={t('listSearchPlaceholder')}
                />
              </div>
              <fieldset className="vb-product-list__group">
                <legend>{t('listKinds')}</legend>
                {kinds.map(({ kind, label }) => (
                  <label key={kind} className="vb-product-list__choice">
                    <input type="checkbox" name="type" value={kind} defaultChecked={filters.kinds.includes(kind)} /> {label}
                  </label>
                ))}
              </fieldset>
              <fieldset className="vb-product-list__group">
                <legend>{t('listThemes')}</legend>
                {tags.map((tag) => (
                  <label key={tag} className="vb-product-list__choice">
                    <input type="checkbox" name="theme" value={tag} defaultChecked={filters.tags.includes(tag)} /> {tagLabel(tag)}
                  </label>
                ))}
              </fieldset>
              {facets.map((facet) => (
                <fieldset key={facet.id} className="vb-product-list__group">
                  <legend>{facet.name}</legend>
                  {facet.values.map((value) => (
                    <label key={value} className="vb-product-list__choice">
                      <input type="checkbox" name="option" value={value} defaultChecked={filters.options.includes(value)} /> {frenchSpacing(value)}
                    </label>
                  ))}
                </fieldset>
              ))}
              <div className="vb-product-list__actions">
                <button type="submit" className="button button--primary button--sm">
                  {t('listShow')}
                </button>
                {filtered ? (
                  <Link to="?" className="vb-product-list__reset" preventScrollReset>
                    {t('listClear')}
                  </Link>
                ) : null}
              </div>
            </form>
          </details>
        ) : null}
        <div className="vb-product-list__results">
          <p className="vb-product-list__count" role="status">
            {data.total === 0 ? t('listNone') : t(filtered ? 'listCountFiltered' : 'listCount', { count: data.total })}
          </p>
          {data.products.length > 0 ? (
            <ul className="vb-product-list__items">
              {data.products.map((product) => (
                <li key={product.id}>
                  <ProductCard {...cardData(product, useStock)} variant={variant} />
                </li>
              ))}
            </ul>
          ) : filtered ? (
            <p>
              <Link to="?">{t('listAll')}</Link>
            </p>
          ) : null}
          {pages > 1 ? (
            <nav className="vb-product-list__pager" aria-label={t('listPages')}>
              {filters.page > 1 ? <Link to={pageHref(params, filters.page - 1)}>{t('listPrevious')}</Link> : null}
              <span>{t('listPage', { page: filters.page, pages })}</span>
              {filters.page < pages ? <Link to={pageHref(params, filters.page + 1)}>{t('listNext')}</Link> : null}
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}
