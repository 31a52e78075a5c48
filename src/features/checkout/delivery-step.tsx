/**
 * Step 2, delivery (SPEC §3 `deliveryType`, §4 transitions): home delivery or pickup relay (country,
 * postal code / city, carriers priced by `POST /calculate/shipping-fees` through the query cache, then the relay), click-and-
 * collect (place, date, slot) or, for carts that need no shipping, no delivery.
 */
import { useEffect, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { countriesQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import type { Carrier, Country } from '@/api/generated/types';
import { indexParameters, parameterBoolean, parameterString } from '@/lib/parameters';
import { expeditionMessage, type ExpeditionCheck } from '@/features/cart/cart-rules';
import type { UseCart } from '@/features/cart/use-cart';
import type { CarrierMode, CheckoutDraft } from './checkout-draft';
import { CityCombobox } from './city-combobox';
import { ClickAndCollectChoice } from './click-and-collect';
import { usePrice } from '@/features/i18n/use-price';
import { useCheckoutSay } from './messages';
import { RadioCard, SelectField } from './fields';
import { RelayPoints } from './relay-points';
import type { ShippingPrices } from './use-shipping-prices';

type Mode = CarrierMode | 'clickAndCollect' | 'no_delivery';

export interface DeliveryStepProps {
  cart: UseCart;
  draft: CheckoutDraft;
  updateDraft: (patch: Partial<CheckoutDraft>) => void;
  /** The shipping calculation for the cart's lines and destination (the page reads it: the resolver needs it too). */
  shipping: ShippingPrices;
  needsShipping: boolean;
  /** The expedition limits' check: out of them, the carrier modes are shown disabled, with the reason. */
  expedition: ExpeditionCheck;
}

function currentMode(cart: UseCart['state'], draft: CheckoutDraft): Mode | null {
  if (cart.deliveryType === 'clickAndCollect' || cart.deliveryType === 'no_delivery') return cart.deliveryType;
  if (cart.deliveryType !== 'delivery') return null;
  if (cart.carrier) return cart.carrier.deliveryType === 'PICKUP' ? 'relay' : 'home';
  return draft.carrierMode ?? (cart.accessPointAddress ? 'relay' : 'home');
}

function toRef(c: Country) {
  return { id: c.id, alphaTwo: c.alphaTwo, alphaThree: c.alphaThree, name: c.name };
}

/** The delivery step (see the module comment). */
export function DeliveryStep({ cart, draft, updateDraft, shipping, needsShipping, expedition }: DeliveryStepProps) {
  const api = useApi();
  const { state, dispatch } = cart;
  const mode = currentMode(state, draft);
  const parameters = useQuery(parametersQueryOptions(api)).data;
  const index = indexParameters(parameters ?? []);
  const worldwide = parameterBoolean(index, 'SELLS_WORLDWIDE', false);
  const countries = useQuery({ ...countriesQueryOptions(api), enabled: mode === 'home' || mode === 'relay' });
  const offered = (countries.data ?? []).filter((c) => worldwide || c.alphaTwo === 'FR');
  const groupName = useId();
  const say = useCheckoutSay();
  const t = say.checkout;
  const formatPrice = usePrice();

  // One country offered (France unless SELLS_WORLDWIDE): it is chosen for the visitor. Several: the
  // site's own country (its default language's) comes chosen, once — most buyers live there; a buyer
  // from elsewhere picks theirs, and one who empties the list is not overruled.
  const onlyCountry = offered.length === 1 ? offered[0] : undefined;
  const siteCountry = useQuery(siteInfoQueryOptions(api)).data?.defaultLang?.country?.alphaTwo;
  const homeCountry = offered.find((c) => c.alphaTwo === siteCountry);
  const proposed = useRef(false);
  useEffect(() => {
    if (mode !== 'home' && mode !== 'relay') return;
    if (onlyCountry) {
      if (state.country?.id !== onlyCountry.id) dispatch({ type: 'setCountry', country: toRef(onlyCountry) });
      return;
    }
    if (proposed.current || !homeCountry) return;
    proposed.current = true;
    if (!state.country) dispatch({ type: 'setCountry', country: toRef(homeCountry) });
  }, [mode, onlyCountry, homeCountry, state.country, dispatch]);

  const choose = (next: Mode) => {
    if (next === 'home' || next === 'relay') {
      dispatch({ type: 'setDeliveryType', deliveryType: 'delivery' });
      updateDraft({ carrierMode: next });
      const wantedType = next === 'relay' ? 'PICKUP' : 'DELIVERY';
      if (state.carrier && state.carrier.deliveryType !== wantedType) dispatch({ type: 'setCarrier', carrier: null });
      if (next === 'home' && state.accessPointAddress) dispatch({ type: 'setAccessPoint', accessPoint: null });
    } else {
      dispatch({ type: 'setDeliveryType', deliveryType: next });
    }
  };

  const carrierType = mode === 'relay' ? 'PICKUP' : 'DELIVERY';
  const carriers: Carrier[] = shipping.prices.filter((c) => c.deliveryType === carrierType);
  const sellsLine = (c: Carrier) => [c.delay, c.price === 0 ? t('freeDelivery') : null].filter(Boolean).join(' · ');

  return (
    <div className="checkout-step">
      <fieldset className="checkout-fieldset">
        <legend>{t('deliveryMode')}</legend>
        <div className="radio-cards">
          {needsShipping ? (
            <>
              {!expedition.ok ? (
                <p className="checkout-hint" id={`${groupName}-limits`}>
                  {expeditionMessage(expedition, say.cart)}
                </p>
              ) : null}
              <RadioCard name={groupName} checked={mode === 'home'} onChange={() => choose('home')} title={t('home')} disabled={!expedition.ok}>
                {t('homeText')}
              </RadioCard>
              <RadioCard name={groupName} checked={mode === 'relay'} onChange={() => choose('relay')} title={t('relay')} disabled={!expedition.ok}>
                {t('relayText')}
              </RadioCard>
            </>
          ) : null}
          <RadioCard name={groupName} checked={mode === 'clickAndCollect'} onChange={() => choose('clickAndCollect')} title={t('collect')} aside={t('free')}>
            {t('collectText')}
          </RadioCard>
          {!needsShipping ? (
            <RadioCard name={groupName} checked={mode === 'no_delivery'} onChange={() => choose('no_delivery')} title={t('noDelivery')} aside={t('free')}>
              {t('noDeliveryText')}
            </RadioCard>
          ) : null}
        </div>
      </fieldset>

      {(mode === 'home' || mode === 'relay') && expedition.ok ? (
        <section className="checkout-panel" aria-labelledby={`${groupName}-dest`}>
          <h2 id={`${groupName}-dest`} className="checkout-panel__title">
            {mode === 'relay' ? t('whereRelay') : t('whereHome')}
          </h2>
          {onlyCountry ? (
            <p className="checkout-hint">{t('onlyCountry', { country: onlyCountry.name })}</p>
          ) : (
            <SelectField
              label={t('country')}
              value={state.country?.id ?? ''}
              onChange={(chosen) => {
                const c = offered.find((x) => x.id === Number(chosen));
                dispatch({ type: 'setCountry', country: c ? toRef(c) : null });
                dispatch({ type: 'setCity', city: null });
              }}
            >
              <option value="">{t('chooseACountry')}</option>
              {offered.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          )}
          {state.country ? (
            <CityCombobox label={t('cityLabel')} idCountry={state.country.id} value={state.city} onChange={(city) => dispatch({ type: 'setCity', city })} />
          ) : null}

          <div aria-live="polite" className="checkout-live">
            {shipping.status === 'calculating' ? <p className="checkout-hint">{t('calculating')}</p> : null}
          </div>
          {shipping.status === 'failed' ? (
            <div className="checkout-problems" role="alert">
              <p>{shipping.error ?? t('shippingUnreachable')}</p>
              <button type="button" className="button button--secondary button--sm" onClick={shipping.retry}>
                {t('retryCalculation')}
              </button>
            </div>
          ) : null}

          {state.city && shipping.status === 'ready' ? (
            carriers.length > 0 ? (
              <fieldset className="checkout-fieldset">
                <legend>{t(mode === 'relay' ? 'relayFor' : 'carrierFor', { place: `${state.city.postalCode} ${state.city.name}` })}</legend>
                <div className="radio-cards">
                  {carriers.map((c) => (
                    <RadioCard
                      key={c.id}
                      name={`${groupName}-carrier`}
                      checked={state.carrier?.id === c.id && state.carrier.deliveryType === c.deliveryType}
                      onChange={() => dispatch({ type: 'setCarrier', carrier: c })}
                      title={c.name}
                      aside={c.price === 0 ? t('offered') : formatPrice(c.price)}
                    >
                      {sellsLine(c)}
                    </RadioCard>
                  ))}
                </div>
              </fieldset>
            ) : (
              <p className="checkout-hint" role="status">
                {mode === 'relay' ? t('noRelayHere') : t('noCarrierHere')}
              </p>
            )
          ) : null}

          {mode === 'relay' && state.carrier?.deliveryType === 'PICKUP' && state.city && state.country ? (
            <RelayPoints
              city={state.city}
              country={state.country}
              value={state.accessPointAddress}
              onChange={(point) => dispatch({ type: 'setAccessPoint', accessPoint: point })}
            />
          ) : null}
        </section>
      ) : null}

      {mode === 'clickAndCollect' ? (
        <ClickAndCollectChoice
          value={state.clickAndCollect}
          hours={parameterString(index, 'CLICK_AND_COLLECT_HOURS')}
          onChange={(clickAndCollect) => dispatch({ type: 'setClickAndCollect', clickAndCollect })}
        />
      ) : null}
    </div>
  );
}
