/** The newsletter form's strings in French (issue 36): a chunk of its own, loaded by French pages only (use-newsletter.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const newsletterFr = {
  emailLabel: 'Votre adresse e-mail',
  emailPlaceholder: 'prenom@exemple.fr',
  consent: 'J’accepte de recevoir la lettre par e-mail. Désinscription en un clic à tout moment.',
  submit: 'Recevoir la lettre',
  pending: 'Inscription…',
  thanks: 'Merci ! Votre inscription à la lettre est bien enregistrée.',
  emailMissing: 'Indiquez votre adresse e-mail (par exemple prenom@exemple.fr).',
  invalidEmail: 'Cette adresse e-mail n’est pas valide : vérifiez-la (par exemple prenom@exemple.fr).',
  alreadySubscribed: 'Cette adresse e-mail est déjà inscrite à la lettre : vous recevez déjà nos nouvelles.',
  consentRequired: 'Cochez la case pour accepter de recevoir la lettre.',
  failed: 'L’inscription n’a pas abouti. Réessayez dans un instant.',
} as const;

export default newsletterFr;
