/**
 * The block form's pickers for what a block points to by a technical key: a product and its
 * declination (product-offers), a CMS form (form), an element collection (element-list). The owner
 * picks a name (« Cuvée des Ormeaux rouge », « Visites et dégustations ») or a theme the site's
 * services carry (services) in a select; the page data
 * keeps the id or route the API needs. A key the site does not have (an example from another site,
 * a product since removed) stays selected and says so, so nothing is changed behind the owner's back.
 */
import { createContext, use, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ariaDescribedByIds, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { useApi } from '@/api/api-context';
import { productsQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions } from '@/api/queries/content';
import { readQueryOptions } from '@/api/queries/read';
import { format } from '@/features/i18n/i18n';
import { isRecord } from '@/lib/is-record';
import { formatMessage } from '@/lib/message-format';
import { declinationLabel } from '@/lib/product-labels';
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

/** A product of the catalogue, by name (the first 100, as the shop lists them, sorted by name). */
function ProductPicker(widget: WidgetProps) {
  const products = useQuery(productsQueryOptions(useApi()));
  const choices = products.data?.products.map((p) => ({ value: String(p.id), label: p.name })).sort((a, b) => a.label.localeCompare(b.label, 'fr'));
  return <Picker widget={widget} choices={choices} failed={products.isError} empty={t.noProduct} missing={t.missingProduct} parse={toInteger} />;
}

/** The offer (`offers_<n>_declinationId`) a declination's widget belongs to: its product's id. */
function offerProduct(props: Readonly<Record<string, unknown>>, widgetId: string): number | null {
  const index = /_(\d+)_declinationId$/.exec(widgetId)?.[1];
  const offers = props.offers;
  const offer = index !== undefined && Array.isArray(offers) ? (offers as unknown[])[Number(index)] : undefined;
  return isRecord(offer) && typeof offer.productId === 'number' ? offer.productId : null;
}

/** One declination of the offer's product, by its variations, year and capacity. */
function DeclinationPicker(widget: WidgetProps) {
  const productId = offerProduct(use(BlockPropsContext), widget.id);
  const products = useQuery(productsQueryOptions(useApi()));
  const product = products.data?.products.find((p) => p.id === productId);
  const choices = products.data
    ? (product?.declinations ?? []).map((d, index) => ({ value: String(d.id), label: declinationLabel(d) || format(t.declinationNumber, { n: index + 1 }) }))
    : undefined;
  return <Picker widget={widget} choices={choices} failed={products.isError} empty={t.firstDeclination} missing={t.missingDeclination} parse={toInteger} />;
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

/** The pickers of each block that points to something by its key (merged into the form's uiSchema). */
export const PICKERS: Readonly<Record<string, UiSchema | undefined>> = {
  'element-list': { route: { 'ui:widget': ElementRoutePicker } },
  'form': { formId: { 'ui:widget': FormPicker } },
  'services': { tagLabels: { items: { tag: { 'ui:widget': ServiceTagPicker } } } },
  'product-offers': { offers: { items: { productId: { 'ui:widget': ProductPicker }, declinationId: { 'ui:widget': DeclinationPicker } } } },
};
