/** Step 1, contact: e-mail (the account's when logged in; guests type theirs), phone, message to the seller. */
import { Link } from 'react-router';
import type { UseCart } from '@/features/cart/use-cart';
import type { CheckoutDraft } from './checkout-draft';
import { TextAreaField, TextField } from './fields';
import { emailError, phoneError } from '@/lib/field-rules';
import { useCheckoutSay } from './messages';
import { useSeller } from './seller';

export interface ContactStepProps {
  cart: UseCart;
  draft: CheckoutDraft;
  updateDraft: (patch: Partial<CheckoutDraft>) => void;
  /** The member's e-mail, or null for a guest. */
  accountEmail: string | null;
  /** Show field errors (after a first "Continuer"). */
  showErrors: boolean;
}

/** The contact step (see the module comment). */
export function ContactStep({ cart, draft, updateDraft, accountEmail, showErrors }: ContactStepProps) {
  const { state, dispatch } = cart;
  const seller = useSeller();
  const say = useCheckoutSay();
  const t = say.checkout;
  return (
    <div className="checkout-step">
      {accountEmail ? (
        <p className="checkout-account">{t('signedInAs', { email: accountEmail })}</p>
      ) : (
        <>
          <p className="checkout-hint">
            {t('noAccountNeeded')} <Link to="/auth">{t('logIn')}</Link> {t('logInWhy')}
          </p>
          <TextField
            label={t('email')}
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={(email) => updateDraft({ email })}
            hint={t('emailHint')}
            error={showErrors ? emailError(draft.email, say.fields) : null}
          />
        </>
      )}
      <TextField
        label={t('phone')}
        type="tel"
        autoComplete="tel"
        required
        value={state.phone}
        onChange={(phone) => dispatch({ type: 'setPhone', phone })}
        hint={t('phoneHint')}
        error={showErrors ? phoneError(state.phone, say.fields('phoneMissing'), say.fields) : null}
      />
      <TextAreaField
        label={t('message')}
        optional
        rows={3}
        maxLength={2000}
        hint={seller.name ? t('messageHintNamed', { name: seller.name }) : t('messageHint')}
        value={state.message}
        onChange={(message) => dispatch({ type: 'setMessage', message })}
      />
    </div>
  );
}
