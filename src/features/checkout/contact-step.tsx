/** Step 1, contact: e-mail (the account's when logged in; guests type theirs), phone, message to the seller. */
import type { UseCart } from '@/features/cart/use-cart';
import type { CheckoutDraft } from './checkout-draft';
import { TextAreaField, TextField } from './fields';
import { emailError, FIELD_MESSAGES, phoneError } from '@/lib/field-rules';
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
  return (
    <div className="checkout-step">
      {accountEmail ? (
        <p className="checkout-account">
          Connecté(e) avec <strong>{accountEmail}</strong> : la confirmation de commande vous sera envoyée à cette adresse.
        </p>
      ) : (
        <>
          <p className="checkout-hint">
            Pas besoin de compte pour commander. Déjà cliente ou client ? <a href="/auth">Connectez-vous</a> pour retrouver vos coordonnées.
          </p>
          <TextField
            label="Adresse e-mail"
            type="email"
            autoComplete="email"
            required
            value={draft.email}
            onChange={(email) => updateDraft({ email })}
            hint="La confirmation de commande y sera envoyée."
            error={showErrors ? emailError(draft.email) : null}
          />
        </>
      )}
      <TextField
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        required
        value={state.phone}
        onChange={(phone) => dispatch({ type: 'setPhone', phone })}
        hint="Pour vous prévenir de la livraison ou du retrait (exemple : 06 12 34 56 78)."
        error={showErrors ? phoneError(state.phone, FIELD_MESSAGES.phoneMissing) : null}
      />
      <TextAreaField
        label="Message avec la commande (facultatif)"
        rows={3}
        maxLength={2000}
        hint={seller.name ? `${seller.name} le lira en préparant votre commande.` : 'Il sera lu en préparant votre commande.'}
        value={state.message}
        onChange={(message) => dispatch({ type: 'setMessage', message })}
      />
    </div>
  );
}
