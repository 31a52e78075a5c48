/** The personal space's strings in French (issue 36): a chunk of its own, loaded by French pages only (messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const accountFr = {
  // The page
  title: 'Mon espace',
  notLoggedIn: 'Vous n’êtes pas connecté(e). Connectez-vous pour retrouver vos informations.',
  logIn: 'Se connecter',
  logOut: 'Se déconnecter',
  /** Followed by the address, in bold. */
  greeting: 'Bonjour {name}, vous êtes connecté(e) avec l’adresse',
  sections: 'Rubriques de mon espace',
  profileTitle: 'Mes informations',
  passwordTitle: 'Mot de passe',
  newsletterTitle: 'Lettre d’information',
  newsletterIntro: 'Choisissez les lettres que vous souhaitez recevoir par e-mail.',
  deleteTitle: 'Supprimer mon compte',
  // Profile
  emailIsLogin: 'C’est aussi votre identifiant de connexion.',
  profileFailed: 'L’enregistrement n’a pas abouti',
  profileInvalid: 'Vos informations contiennent des erreurs : corrigez les champs signalés.',
  profileSaved: 'Vos informations ont été enregistrées.',
  saving: 'Enregistrement…',
  saveProfile: 'Enregistrer mes informations',
  // Password change
  passwordFailed: 'Le changement de mot de passe n’a pas abouti',
  oldPasswordMissing: 'Indiquez votre mot de passe actuel.',
  sameAsOld: 'Choisissez un mot de passe différent de l’actuel.',
  passwordInvalid: 'Le changement de mot de passe contient des erreurs : corrigez les champs signalés.',
  passwordChanged: 'Votre mot de passe a été modifié.',
  oldPassword: 'Mot de passe actuel',
  newPassword: 'Nouveau mot de passe',
  newPasswordConfirmation: 'Confirmation du nouveau mot de passe',
  changing: 'Modification…',
  changePassword: 'Changer mon mot de passe',
  // Newsletter
  loadingLists: 'Chargement de vos abonnements…',
  listsFailed: 'Vos abonnements n’ont pas pu être chargés.',
  retry: 'Réessayer',
  choicesFailed: 'Vos choix n’ont pas été enregistrés',
  choicesSaved: 'Vos abonnements ont été mis à jour.',
  noLetter: 'Vous ne recevez plus aucune lettre d’information.',
  unsubscribed: 'Vous êtes désabonné(e) de toutes les lettres d’information.',
  letters: 'Lettres d’information',
  saveChoices: 'Enregistrer mes choix',
  unsubscribeAll: 'Me désabonner de tout',
  // Deletion
  deleteText:
    'La suppression ferme votre compte aussitôt et vous déconnecte. Elle efface votre identité, vos coordonnées, votre date de naissance et vos abonnements à la lettre d’information. L’effacement définitif de vos données est effectué',
  deleteDelay: 'sous 10 jours ouvrés',
  deleteTextEnd: ' ; seules les données que la loi impose de conserver (factures, par exemple) le sont pour la durée légale. Cette action est irréversible.',
  /** The word to type to confirm. */
  confirmWord: 'SUPPRIMER',
  typeToConfirm: 'Saisissez {word} pour confirmer la suppression.',
  confirmLabel: 'Pour confirmer, saisissez {word}',
  confirmTitle: 'Confirmer la suppression',
  deleted: 'Votre compte a été supprimé et vous êtes déconnecté(e). Vos données seront effacées sous 10 jours ouvrés.',
  deleteFailed: 'La suppression n’a pas abouti',
  deleting: 'Suppression…',
  deleteForever: 'Supprimer définitivement mon compte',
  cancel: 'Annuler',
  deleteAccount: 'Supprimer mon compte…',
} as const;

export default accountFr;
