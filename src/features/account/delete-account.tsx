/**
 * Account deletion (SPEC §6, §7 DELETE /user, §9 "account deletion requests handled within 10
 * business days"): says plainly what is deleted and when, asks for a typed confirmation (the API
 * takes no password for this call, so a password field would check nothing), then deletes and logs
 * out. Two steps: the first button only opens the confirmation.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { deleteUserMutation } from '@/api/mutations/account';
import { failureMessage } from '@/api/api-error';
import { useLogout } from '@/features/session/use-session';
import { Button } from '@/ui/button';
import { FormErrorSummary, TextField } from '@/ui/form-field';

/** The word to type to confirm. */
export const DELETE_CONFIRMATION_WORD = 'SUPPRIMER';

/** The deletion section's content. */
export function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const api = useApi();
  const logout = useLogout();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const remove = useMutation(deleteUserMutation(api));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    setFailure(null);
    if (typed.trim().toUpperCase() !== DELETE_CONFIRMATION_WORD) {
      setFieldError(`Saisissez ${DELETE_CONFIRMATION_WORD} pour confirmer la suppression.`);
      document.getElementById(`${id}-confirm`)?.focus();
      return;
    }
    setFieldError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        logout('Votre compte a été supprimé et vous êtes déconnecté(e). Vos données seront effacées sous 10 jours ouvrés.');
        onDeleted();
      },
      onError: (error) => setFailure(failureMessage(error, 'La suppression n’a pas abouti')),
    });
  }

  return (
    <div className="delete-account">
      <p className="account-card__text">
        La suppression ferme votre compte aussitôt et vous déconnecte. Elle efface votre identité, vos coordonnées, votre date de naissance et vos abonnements à
        la lettre d’information. L’effacement définitif de vos données est effectué <strong>sous 10 jours ouvrés</strong> ; seules les données que la loi impose
        de conserver (factures, par exemple) le sont pour la durée légale. Cette action est irréversible.
      </p>
      {confirming ? (
        <form className="account-form" method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} aria-busy={remove.isPending}>
          <h3 id={`${id}-title`} className="delete-account__title">
            Confirmer la suppression
          </h3>
          <FormErrorSummary title={failure} errors={[]} />
          <TextField
            id={`${id}-confirm`}
            // The visitor just asked to delete: take them to the one thing left to do.
            autoFocus
            name="confirmation"
            label={`Pour confirmer, saisissez ${DELETE_CONFIRMATION_WORD}`}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            error={fieldError}
            onChange={(e) => {
              setTyped(e.target.value);
              setFieldError(null);
            }}
          />
          <div className="account-form__actions">
            <Button type="submit" className="button--danger" disabled={remove.isPending}>
              {remove.isPending ? 'Suppression…' : 'Supprimer définitivement mon compte'}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setConfirming(false);
                setTyped('');
                setFieldError(null);
              }}
            >
              Annuler
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="button--danger-outline" onClick={() => setConfirming(true)}>
          Supprimer mon compte…
        </Button>
      )}
    </div>
  );
}
