/**
 * rjsf's interface strings in French (rjsf ships English only): pass `translateFr` as the form's
 * `translateString`. Shared by the public forms and the admin's live preview.
 */
import { TranslatableString, replaceStringParameters } from '@rjsf/utils';

const FR: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: 'Élément',
  [TranslatableString.MissingItems]: 'Définition des éléments manquante',
  [TranslatableString.EmptyArray]: 'Aucun élément pour l’instant. Utilisez le bouton ci-dessous pour en ajouter.',
  [TranslatableString.YesLabel]: 'Oui',
  [TranslatableString.NoLabel]: 'Non',
  [TranslatableString.CloseLabel]: 'Fermer',
  [TranslatableString.ErrorsLabel]: 'Erreurs',
  [TranslatableString.NewStringDefault]: 'Nouvelle valeur',
  [TranslatableString.AddButton]: 'Ajouter',
  [TranslatableString.AddItemButton]: 'Ajouter un élément',
  [TranslatableString.CopyButton]: 'Dupliquer',
  [TranslatableString.ExpandButton]: 'Déplier',
  [TranslatableString.MoveDownButton]: 'Descendre',
  [TranslatableString.MoveUpButton]: 'Monter',
  [TranslatableString.RemoveButton]: 'Retirer',
  [TranslatableString.NowLabel]: 'Maintenant',
  [TranslatableString.ClearLabel]: 'Effacer',
  [TranslatableString.AriaDateLabel]: 'Choisir une date',
  [TranslatableString.PreviewLabel]: 'Aperçu',
  [TranslatableString.DecrementAriaLabel]: 'Diminuer de 1',
  [TranslatableString.IncrementAriaLabel]: 'Augmenter de 1',
  [TranslatableString.OptionalObjectAdd]: 'Renseigner ce groupe facultatif',
  [TranslatableString.OptionalObjectRemove]: 'Retirer ce groupe facultatif',
  [TranslatableString.OptionalObjectEmptyMsg]: 'Groupe facultatif non renseigné',
  [TranslatableString.Type]: 'Type',
  [TranslatableString.Value]: 'Valeur',
  [TranslatableString.ClearButton]: 'Vider le champ',
  [TranslatableString.UnknownFieldType]: 'Type de champ inconnu : %1',
  [TranslatableString.OptionPrefix]: 'Option %1',
  [TranslatableString.TitleOptionPrefix]: '%1, option %2',
  [TranslatableString.KeyLabel]: 'Clé de %1',
  [TranslatableString.DeprecatedLabel]: '%1 (obsolète)',
  [TranslatableString.CycleDetected]: 'Référence circulaire détectée pour le champ « %1 ».',
  [TranslatableString.InvalidObjectField]: 'Configuration invalide du groupe « %1 » : %2.',
  [TranslatableString.UnsupportedField]: 'Champ non pris en charge.',
  [TranslatableString.UnsupportedFieldWithId]: 'Champ « %1 » non pris en charge.',
  [TranslatableString.UnsupportedFieldWithReason]: 'Champ non pris en charge : %1.',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: 'Champ « %1 » non pris en charge : %2.',
  [TranslatableString.FilesInfo]: '%1 (%2, %3 octets)',
};

/** rjsf `translateString` in French (`%1`, `%2` replaced by the parameters). */
export function translateFr(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(FR[key] ?? key, params);
}
