import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { productsQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import type { ListFilter, ListQuery } from '@/lib/list-query';
import { indexParameters, parameterBoolean, parameterString } from '@/lib/parameters';
import { productKindLabel, tagLabel } from '@/lib/product-labels';
import { ProductCard } from '@/ui/product-card';
import { textInput } from '@/ui/text-input';
import type { BlockComponentProps } from '../block-kit';
import { productCardData } from '../product-card-data';
import type { ProductListProps } from './props.gen';
import './product-list.css';

/** Products per page (SPEC §3, §9). */
const PAGE_SIZE = 100;

/** The catalogue filters as they sit in the URL: `?q=…&type=OIL&type=BOX&theme=hiver&page=2`. */
export interface CatalogueFilters {
  search: string;
  kinds: string[];
  tags: string[];
  page: number;
}

/** Reads the filters of the URL (unknown or malformed values are dropped). */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    search: (params.get('q') ?? '').trim(),
    kinds: params.getAll('type').filter(Boolean),
    tags: params.getAll('theme').filter(Boolean),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
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
  return {
    ...(filters.page > 1 ? { page: filters.page } : {}),
    ...(Object.keys(wanted).length > 0 ? { filters: wanted } : {}),
  };
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
  const filters = readFilters(params);
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(api));
  const { data: everything } = useSuspenseQuery(productsQueryOptions(api));
  const { data } = useSuspenseQuery(productsQueryOptions(api, filtersQuery(filters)));
  const settings = indexParameters(parameters);
  const useStock = parameterBoolean(settings, 'USE_PRODUCT_STOCK');
  const variant = parameterString(settings, 'PRODUCT_PAGE_STYLE')?.toUpperCase() === 'LIST' ? 'list' : 'grid';

  const kinds = [...new Set(everything.products.map((p) => p.kind).filter((k): k is string => Boolean(k)))];
  const tags = [...new Set(everything.products.flatMap((p) => p.tags ?? []))].sort((a, b) => a.localeCompare(b, 'fr'));
  const filtered = filters.search !== '' || filters.kinds.length > 0 || filters.tags.length > 0;
  const pages = Math.max(1, Math.ceil(data.total / PAGE_SIZE));

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
          // A plain GET form: it works before the code loads (server-rendered page); once hydrated,
          // filters apply without a reload, checkboxes at once, the search on Enter or the button.
          <form
            method="get"
            className="vb-product-list__filters"
            aria-label="Filtrer les produits"
            onSubmit={(event) => {
              event.preventDefault();
              setParams(formParams(event.currentTarget), { preventScrollReset: true });
            }}
            onChange={(event) => {
              if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') setParams(formParams(event.currentTarget), { replace: true, preventScrollReset: true });
            }}
          >
            <div className="vb-product-list__field">
              <label htmlFor={`${ids}-q`}>Rechercher</label>
              <input id={`${ids}-q`} className={`${textInput} vb-product-list__search`} name="q" type="search" defaultValue={filters.search} placeholder="Nom, mot-clé…" key={filters.search} />
            </div>
            <fieldset className="vb-product-list__group">
              <legend>Catégories</legend>
              {kinds.map((kind) => (
                <label key={kind} className="vb-product-list__choice">
                  <input type="checkbox" name="type" value={kind} defaultChecked={filters.kinds.includes(kind)} key={`${kind}-${filters.kinds.includes(kind)}`} /> {productKindLabel(kind)}
                </label>
              ))}
            </fieldset>
            <fieldset className="vb-product-list__group">
              <legend>Thèmes</legend>
              {tags.map((tag) => (
                <label key={tag} className="vb-product-list__choice">
                  <input type="checkbox" name="theme" value={tag} defaultChecked={filters.tags.includes(tag)} key={`${tag}-${filters.tags.includes(tag)}`} /> {tagLabel(tag)}
                </label>
              ))}
            </fieldset>
            <div className="vb-product-list__actions">
              <button type="submit" className="button button--primary button--sm">
                Afficher les produits
              </button>
              {filtered ? (
                <Link to="?" className="vb-product-list__reset" preventScrollReset>
                  Effacer les filtres
                </Link>
              ) : null}
            </div>
          </form>
        ) : null}
        <div className="vb-product-list__results">
          <p className="vb-product-list__count" role="status">
            {data.total === 0 ? 'Aucun produit ne correspond à votre recherche.' : `${data.total} produit${data.total > 1 ? 's' : ''}${filtered ? ' correspondant à votre recherche' : ''}, du moins cher au plus cher`}
          </p>
          {data.products.length > 0 ? (
            <ul className="vb-product-list__items">
              {data.products.map((product) => (
                <li key={product.id}>
                  <ProductCard {...productCardData(product, useStock)} variant={variant} />
                </li>
              ))}
            </ul>
          ) : filtered ? (
            <p>
              <Link to="?">Voir tous les produits</Link>
            </p>
          ) : null}
          {pages > 1 ? (
            <nav className="vb-product-list__pager" aria-label="Pages du catalogue">
              {filters.page > 1 ? <Link to={pageHref(params, filters.page - 1)}>Page précédente</Link> : null}
              <span>
                Page {filters.page} sur {pages}
              </span>
              {filters.page < pages ? <Link to={pageHref(params, filters.page + 1)}>Page suivante</Link> : null}
            </nav>
          ) : null}
        </div>
      </div>
    </section>
  );
}
