/** The login pages' strings in French (issue 36): a chunk of its own, loaded by French pages only (messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const sessionFr = {
  // /auth
  authMetaTitle: 'Connexion ou création de compte',
  authTitle: 'Connexion',
  authIntro: 'Connectez-vous pour retrouver vos informations, ou créez votre compte en quelques instants.',
  haveAccount: 'J’ai déjà un compte',
  createAccount: 'Je crée mon compte',
  hello: 'Bonjour',
  helloName: 'Bonjour {name}',
  loggedIn: '{hello}, vous êtes connecté(e).',
  registered: '{hello}, votre compte est créé et vous êtes connecté(e).',
  // Login
  email: 'Adresse e-mail',
  password: 'Mot de passe',
  passwordMissing: 'Indiquez votre mot de passe.',
  loginInvalid: 'Pour vous connecter, complétez le formulaire.',
  loginFailed: 'La connexion n’a pas abouti',
  wrongCredentials: 'Identifiant ou mot de passe incorrect. Vérifiez votre adresse e-mail et votre mot de passe.',
  cookieRefused: 'Votre navigateur a refusé le cookie de connexion : autorisez les cookies de ce site pour vous connecter.',
  forgotten: 'Mot de passe oublié ?',
  loggingIn: 'Connexion…',
  logIn: 'Se connecter',
  // Identity (registration and the personal space)
  firstname: 'Prénom',
  lastname: 'Nom',
  phone: 'Téléphone',
  birthdate: 'Date de naissance',
  // Registration
  emailIsLogin: 'Elle vous servira d’identifiant.',
  passwordConfirmation: 'Confirmation du mot de passe',
  registerFailed: 'L’inscription n’a pas abouti',
  acceptCgu: 'Cochez la case pour accepter les CGU : c’est nécessaire pour créer un compte.',
  oneStepLeft: 'Il reste une étape :',
  formErrors: 'Le formulaire contient des erreurs : corrigez les champs signalés.',
  loginAfterRegister: 'Votre compte est créé, mais la connexion automatique n’a pas abouti : connectez-vous avec le formulaire « J’ai déjà un compte ».',
  // Word for word the sentence of SPEC §5, around its link.
  cguBefore: 'Je reconnais avoir lu et compris les',
  cguLink: 'CGU',
  cguAfter: 'et je les accepte',
  newsletter: 'Je souhaite recevoir la lettre d’information (désinscription possible à tout moment depuis mon espace).',
  privacy:
    'Vos données servent uniquement à gérer votre compte et vos demandes ; elles sont conservées trois ans après votre dernière activité. Vous pouvez les consulter, les corriger ou supprimer votre compte depuis votre espace. En savoir plus :',
  privacyLink: 'politique de confidentialité',
  newTab: '(nouvel onglet)',
  creating: 'Création du compte…',
  create: 'Créer mon compte',
  // Password reset: asking for a link
  forgottenTitle: 'Mot de passe oublié',
  forgottenIntro: 'Indiquez l’adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  accountEmail: 'Adresse e-mail de votre compte',
  askInvalid: 'Indiquez l’adresse e-mail de votre compte.',
  askFailed: 'La demande n’a pas abouti',
  resetAsked:
    'Si un compte existe avec l’adresse {email}, un e-mail vient de lui être envoyé avec un lien pour choisir un nouveau mot de passe. Pensez à regarder dans vos courriers indésirables.',
  nothingReceived: 'Rien reçu au bout de quelques minutes ?',
  askAgain: 'Faire une nouvelle demande',
  backToLogin: 'Retour à la connexion',
  sending: 'Envoi…',
  getLink: 'Recevoir le lien',
  // Password reset: the new password
  newPasswordTitle: 'Nouveau mot de passe',
  newPasswordIntro: 'Choisissez le mot de passe que vous utiliserez désormais pour vous connecter.',
  tokenMissing: 'Collez le code reçu dans l’e-mail de réinitialisation.',
  resetFailed: 'La réinitialisation n’a pas abouti',
  badLink: 'Ce lien de réinitialisation est invalide, a expiré ou a déjà servi.',
  badCode: 'Ce code est invalide, a expiré ou a déjà servi.',
  askNewLink: 'Demander un nouveau lien de réinitialisation',
  resetCode: 'Code de réinitialisation',
  resetCodeHint: 'Il figure à la fin du lien reçu par e-mail.',
  newPassword: 'Nouveau mot de passe',
  newPasswordConfirmation: 'Confirmation du nouveau mot de passe',
  saving: 'Enregistrement…',
  saveNewPassword: 'Enregistrer le nouveau mot de passe',
  passwordChanged: 'Votre mot de passe a été modifié : connectez-vous avec le nouveau.',
  // The notice after the session ended on a 401
  expired: 'Votre session a expiré.',
  expiredText: 'Vous avez été déconnecté(e) ; reconnectez-vous pour continuer là où vous en étiez.',
  loginAgain: 'Se reconnecter',
  close: 'Fermer',
} as const;

export default sessionFr;
