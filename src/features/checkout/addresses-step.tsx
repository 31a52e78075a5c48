/**
 * Step 3, addresses (SPEC §3 Address): the delivery address for home delivery (postal code, city and
 * country are those the shipping was priced for), and the billing address — "same as delivery" by
 * default. Every keystroke is kept in the cart state (persisted), so nothing typed is lost.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { countriesQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import type { Address, CountryRef } from '@/api/generated/types';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import type { UseCart } from '@/features/cart/use-cart';
import type { CheckoutDraft } from './checkout-draft';
import { shippingAddressOf } from './checkout-steps';
import { SelectField, TextField } from './fields';
import { checkoutMessages, useCheckoutSay } from './messages';
import { useMessages } from '@/features/i18n/use-messages';
import { addressProblems } from './validation';

const FRANCE: CountryRef = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA', name: 'France' };

function blank(country: CountryRef): Address {
  return { firstname: '', lastname: '', company: null, address: '', addressPart2: null, postalCode: '', city: '', country };
}

interface AddressFormProps {
  title: string;
  value: Address;
  onChange: (address: Address) => void;
  /** Postal code, city and country fixed by the delivery step (shown, not editable here). */
  fixedPlace?: boolean;
  countries: readonly CountryRef[];
  showErrors: boolean;
  autoCompleteSection: string;
}

function AddressForm({ title, value, onChange, fixedPlace, countries, showErrors, autoCompleteSection }: AddressFormProps) {
  const say = useCheckoutSay();
  const t = say.checkout;
  const problems = showErrors ? addressProblems(value, say) : {};
  const set = (patch: Partial<Address>) => onChange({ ...value, ...patch });
  const ac = (token: string) => `section-${autoCompleteSection} ${token}`;
  return (
    <fieldset className="checkout-fieldset address-form">
      <legend>{title}</legend>
      <div className="address-form__row">
        <TextField
          label={t('firstname')}
          required
          autoComplete={ac('given-name')}
          value={value.firstname}
          onChange={(firstname) => set({ firstname })}
          error={problems.firstname}
        />
        <TextField
          label={t('lastname')}
          required
          autoComplete={ac('family-name')}
          value={value.lastname}
          onChange={(lastname) => set({ lastname })}
          error={problems.lastname}
        />
      </div>
      <TextField
        label={t('company')}
        optional
        autoComplete={ac('organization')}
        value={value.company ?? ''}
        onChange={(company) => set({ company: company || null })}
      />
      <TextField
        label={t('address')}
        required
        autoComplete={ac('address-line1')}
        value={value.address}
        onChange={(address) => set({ address })}
        error={problems.address}
        hint={t('addressHint')}
      />
      <TextField
        label={t('address2')}
        optional
        autoComplete={ac('address-line2')}
        value={value.addressPart2 ?? ''}
        onChange={(addressPart2) => set({ addressPart2: addressPart2 || null })}
        hint={t('address2Hint')}
      />
      {fixedPlace ? (
        <p className="checkout-fixed">
          {value.postalCode} {value.city}, {value.country.name ?? value.country.alphaTwo} <span className="checkout-hint">{t('chosenAtDelivery')}</span>
        </p>
      ) : (
        <>
          <div className="address-form__row">
            <TextField
              label={t('postalCode')}
              required
              autoComplete={ac('postal-code')}
              inputMode={value.country.alphaTwo === 'FR' ? 'numeric' : undefined}
              value={value.postalCode}
              onChange={(postalCode) => set({ postalCode })}
              error={problems.postalCode}
            />
            <TextField
              label={t('city')}
              required
              autoComplete={ac('address-level2')}
              value={value.city}
              onChange={(city) => set({ city })}
              error={problems.city}
            />
          </div>
          {countries.length > 1 ? (
            <SelectField
              label={t('country')}
              autoComplete={ac('country')}
              value={value.country.id}
              onChange={(chosen) => set({ country: countries.find((c) => c.id === Number(chosen)) ?? value.country })}
            >
              {countries.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
          ) : null}
        </>
      )}
    </fieldset>
  );
}

export interface AddressesStepProps {
  cart: UseCart;
  draft: CheckoutDraft;
  updateDraft: (patch: Partial<CheckoutDraft>) => void;
  needsShippingAddress: boolean;
  showErrors: boolean;
}

/** The addresses step (see the module comment). */
export function AddressesStep({ cart, draft, updateDraft, needsShippingAddress, showErrors }: AddressesStepProps) {
  const api = useApi();
  const { state, dispatch } = cart;
  const parameters = useQuery(parametersQueryOptions(api)).data;
  const worldwide = parameterBoolean(indexParameters(parameters ?? []), 'SELLS_WORLDWIDE', false);
  const countries = (useQuery(countriesQueryOptions(api)).data ?? [])
    .filter((c) => worldwide || c.alphaTwo === 'FR')
    .map((c): CountryRef => ({ id: c.id, alphaTwo: c.alphaTwo, alphaThree: c.alphaThree, name: c.name }));
  const defaultCountry = state.country ?? countries[0] ?? FRANCE;
  const shipping = needsShippingAddress
    ? (shippingAddressOf(state) ?? shippingAddressOf({ ...state, addresses: { ...state.addresses, shipping: blank(defaultCountry) } }))
    : null;
  const billing = state.addresses.billing ?? blank(defaultCountry);
  const same = needsShippingAddress && draft.billingSameAsShipping;
  const sameId = useId();
  const t = useMessages(checkoutMessages);

  return (
    <div className="checkout-step">
      {shipping ? (
        <AddressForm
          title={t('shippingAddress')}
          value={shipping}
          onChange={(a) => dispatch({ type: 'setAddress', kind: 'shipping', address: a })}
          fixedPlace
          countries={countries}
          showErrors={showErrors}
          autoCompleteSection="livraison"
        />
      ) : null}
      {needsShippingAddress ? (
        <div className="checkout-check">
          <input id={sameId} type="checkbox" checked={draft.billingSameAsShipping} onChange={(e) => updateDraft({ billingSameAsShipping: e.target.checked })} />
          <label htmlFor={sameId}>{t('billingSame')}</label>
        </div>
      ) : null}
      {!same ? (
        <AddressForm
          title={t('billingAddress')}
          value={billing}
          onChange={(a) => dispatch({ type: 'setAddress', kind: 'billing', address: a })}
          countries={countries}
          showErrors={showErrors}
          autoCompleteSection="facturation"
        />
      ) : null}
    </div>
  );
}
