/**
 * The block form's pickers for what a block points to by a technical key: a product and its
 * declination (product-offers), a CMS form (form), an element collection (element-list). The owner
 * picks a name (« Cuvée des Ormeaux rouge », « Visites et dégustations ») or a theme the site's
 * services carry (services) in a select; the page data
 * keeps the id or route the API needs. A key the site does not have (an example from another site,
 * a product since removed) stays selected and says so, so nothing is changed behind the owner's back.
 */
import { createContext, use, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ariaDescribedByIds, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import { productQueryOptions, productsQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions } from '@/api/queries/content';
import { readQueryOptions } from '@/api/queries/read';
import { format } from '@/features/i18n/i18n';
import { isRecord } from '@/lib/is-record';
import { formatMessage } from '@/lib/message-format';
import { declinationLabel } from '@/lib/product-labels';
import { useDebounced } from '@/ui/use-debounced';
import { adminText } from './admin-text';

const t = adminText.pickers;

/** The block's props as the form has them: a declination's picker reads its offer's product there. */
export const BlockPropsContext = createContext<Readonly<Record<string, unknown>>>({});

/** One choice of a picker: what the page data stores, what the owner reads. */
interface Choice {
  value: string;
  label: string;
}

/** What a picker shows: its choices once loaded, whether they are, and the empty choice's words. */
interface PickerProps {
  widget: WidgetProps;
  choices: readonly Choice[] | undefined;
  failed: boolean;
  empty: string;
  /** The words for a stored key the site does not have (`{value}`: the key). */
  missing: string;
  /** The stored value from the select's string. */
  parse: (value: string) => unknown;
}

function Picker({ widget, choices, failed, empty, missing, parse }: PickerProps) {
  const { id, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, rawErrors } = widget;
  const current = value === undefined || value === null ? '' : String(value);
  const known = choices?.some((c) => c.value === current) ?? false;
  const shown: Choice[] = [
    { value: '', label: choices ? empty : failed ? t.failed : t.loading },
    ...(current && !known ? [{ value: current, label: choices ? format(missing, { value: current }) : current }] : []),
    ...(choices ?? []),
  ];
  return (
    <select
      id={id}
      name={id}
      className="form-control"
      value={current}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      aria-invalid={(rawErrors?.length ?? 0) > 0 ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value === '' ? undefined : parse(event.target.value))}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    >
      {shown.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}

const toInteger = (value: string) => Number.parseInt(value, 10);

/** Products per page of the product picker: the API's page (SPEC §9: 100 by default). */
export const PRODUCT_PAGE_SIZE = 100;
/** Time without typing before the product search is sent. */
const PRODUCT_SEARCH_DEBOUNCE_MS = 300;

const frenchNumber = new Intl.NumberFormat('fr-FR');

/** What the picker says of the page of products it offers: « Produits 101–200 sur 240 », « 21 produits ». */
function productCount(page: number, shown: number, total: number, search: string): string {
  if (total === 0) return search ? format(t.noProductMatch, { search }) : t.noProductAtAll;
  if (total <= PRODUCT_PAGE_SIZE) return formatMessage(t.productCount, { count: total });
  const from = (page - 1) * PRODUCT_PAGE_SIZE + 1;
  return format(t.productRange, { from: frenchNumber.format(from), to: frenchNumber.format(from + shown - 1), total: frenchNumber.format(total) });
}

/** The stored product's id, when the page data has one. */
const productIdOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** True when a product read failed because the site has no such product. */
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A product of the catalogue, by name, among every product of the site: the API's pages of 100
 * sorted by name, a search (name, reference, kind, tags, description) and « Précédents » / « Suivants »
 * with the range shown (« Produits 101–200 sur 240 »). The stored product stays chosen, by its name,
 * on whatever page the list is.
 */
function ProductPicker(widget: WidgetProps) {
  const api = useApi();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), PRODUCT_SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new search starts at its first page.
  const [searched, setSearched] = useState(search);
  if (searched !== search) {
    setSearched(search);
    setPage(1);
  }
  const list = useQuery({
    ...productsQueryOptions(api, { page, nbItem: PRODUCT_PAGE_SIZE, orderBy: 'name', filters: { search: { type: 'like', value: search } } }),
    // The page shown stays while the next one loads: the select keeps its options and its focus.
    placeholderData: keepPreviousData,
  });
  const current = productIdOf(widget.value);
  const onPage = list.data?.products.some((p) => p.id === current) ?? false;
  // The stored product, read by its id when the list's page does not hold it.
  const chosen = useQuery({ ...productQueryOptions(api, current ?? 0), enabled: current !== null && list.data !== undefined && !onPage });
  const chosenSettled = current === null || onPage || chosen.isSuccess || isMissing(chosen.error);
  const choices =
    list.data && chosenSettled
      ? [
          ...(chosen.data && !onPage ? [{ value: String(chosen.data.id), label: chosen.data.name }] : []),
          ...list.data.products.map((p) => ({ value: String(p.id), label: p.name })),
        ]
      : undefined;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PRODUCT_PAGE_SIZE));
  const go = (to: number) => {
    if (to >= 1 && to <= pages && !list.isPlaceholderData) setPage(to);
  };
  const id = widget.id;
  return (
    <div className="admin-picker">
      <label className="admin-picker__search">
        <span>{t.searchProduct}</span>
        <input
          id={`${id}__search`}
          type="search"
          value={text}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          // Enter searches (it already does as one types): it must not submit the block's form.
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </label>
      <Picker
        widget={widget}
        choices={choices}
        failed={list.isError || (chosen.isError && !isMissing(chosen.error))}
        empty={t.noProduct}
        missing={t.missingProduct}
        parse={toInteger}
      />
      {list.data ? (
        <div className="admin-picker__pager">
          <p id={`${id}__count`} className="admin-picker__count" role="status">
            {list.isPlaceholderData ? t.loading : productCount(page, list.data.products.length, total, search)}
          </p>
          {pages > 1 ? (
            <div className="admin-picker__steps">
              {/* aria-disabled, not disabled: the button pressed last keeps the focus at either end. */}
              <button type="button" className="rjsf-button" aria-disabled={page <= 1} aria-controls={id} onClick={() => go(page - 1)}>
                {t.previousProducts}
              </button>
              <button type="button" className="rjsf-button" aria-disabled={page >= pages} aria-controls={id} onClick={() => go(page + 1)}>
                {t.nextProducts}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The offer (`offers_<n>_declinationId`) a declination's widget belongs to: its product's id. */
function offerProduct(props: Readonly<Record<string, unknown>>, widgetId: string): number | null {
  const index = /_(\d+)_declinationId$/.exec(widgetId)?.[1];
  const offers = props.offers;
  const offer = index !== undefined && Array.isArray(offers) ? (offers as unknown[])[Number(index)] : undefined;
  return isRecord(offer) ? productIdOf(offer.productId) : null;
}

/** One declination of the offer's product (read by its id, wherever it is in the catalogue), by its variations, year and capacity. */
function DeclinationPicker(widget: WidgetProps) {
  const productId = offerProduct(use(BlockPropsContext), widget.id);
  const product = useQuery({ ...productQueryOptions(useApi(), productId ?? 0), enabled: productId !== null });
  const settled = productId === null || product.isSuccess || isMissing(product.error);
  const choices = settled
    ? (product.data?.declinations ?? []).map((d, index) => ({
        value: String(d.id),
        label: declinationLabel(d) || format(t.declinationNumber, { n: index + 1 }),
      }))
    : undefined;
  return (
    <Picker
      widget={widget}
      choices={choices}
      failed={product.isError && !isMissing(product.error)}
      empty={t.firstDeclination}
      missing={t.missingDeclination}
      parse={toInteger}
    />
  );
}

/** A CMS form of the site, by name. */
function FormPicker(widget: WidgetProps) {
  const forms = useQuery(readQueryOptions(useApi(), 'getAdminForms'));
  const choices = forms.data?.forms.map((f) => ({ value: String(f.id), label: f.name }));
  return <Picker widget={widget} choices={choices} failed={forms.isError} empty={t.noForm} missing={t.missingForm} parse={toInteger} />;
}

/** An element collection of the site, by name, with how many elements it holds. */
function ElementRoutePicker(widget: WidgetProps) {
  const routes = useQuery(readQueryOptions(useApi(), 'getElementRoutes'));
  const choices = routes.data?.routes.map((r) => ({ value: r.route, label: formatMessage(t.collection, { name: r.name, count: r.count }) }));
  return <Picker widget={widget} choices={choices} failed={routes.isError} empty={t.noCollection} missing={t.missingCollection} parse={(v) => v} />;
}

/** A theme the site's services carry (the services block's filters), as the API writes it. */
function ServiceTagPicker(widget: WidgetProps) {
  const services = useQuery(servicesQueryOptions(useApi()));
  const choices = services.data
    ? [...new Set(services.data.services.flatMap((service) => service.tags))]
        .sort((a, b) => a.localeCompare(b, 'fr'))
        .map((tag) => ({ value: tag, label: tag }))
    : undefined;
  return <Picker widget={widget} choices={choices} failed={services.isError} empty={t.noTheme} missing={t.missingTheme} parse={(v) => v} />;
}

/**
 * What a change of the form brings with it: an offer given another product forgets the declination
 * it had, the former product's (the picker read « Déclinaison n° 17 : introuvable pour ce produit »,
 * and visitors got the new product's first one anyway). An offer whose declination changed too (moved
 * in the list) keeps it.
 */
export function followChoices(component: string, before: Readonly<Record<string, unknown>>, after: Record<string, unknown>): Record<string, unknown> {
  const { offers } = after;
  if (component !== 'product-offers' || !Array.isArray(before.offers) || !Array.isArray(offers)) return after;
  const was: unknown[] = before.offers;
  return {
    ...after,
    offers: offers.map((offer: unknown, index) => {
      const old = was[index];
      if (!isRecord(offer) || !isRecord(old) || offer.productId === old.productId || offer.declinationId !== old.declinationId) return offer;
      const { declinationId: _former, ...rest } = offer;
      return rest;
    }),
  };
}

/** The pickers of each block that points to something by its key (merged into the form's uiSchema). */
export const PICKERS: Readonly<Record<string, UiSchema | undefined>> = {
  'element-list': { route: { 'ui:widget': ElementRoutePicker } },
  'form': { formId: { 'ui:widget': FormPicker } },
  'services': { tagLabels: { items: { tag: { 'ui:widget': ServiceTagPicker } } } },
  'product-offers': { offers: { items: { productId: { 'ui:widget': ProductPicker }, declinationId: { 'ui:widget': DeclinationPicker } } } },
};
