/** A workshop's page's strings in French, its registration form's included (a chunk loaded by French pages only; element-messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const elementFr = {
  practical: 'Informations pratiques',
  past: 'Cette date est passée : les inscriptions sont closes.',
  full: 'Il n’y a plus de place à cette date.',
  notOpen: 'Les inscriptions ne sont pas ouvertes.',
  nextDate: 'Pour être prévenu·e d’une prochaine date, prenez contact.',
  // The registration form
  register: 'S’inscrire',
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  places: 'Nombre de places',
  message: 'Message',
  submit: 'Je m’inscris',
  sending: 'Envoi…',
  toFix: 'Certains champs sont à corriger.',
  placesInvalid: 'Indiquez un nombre de places entre 1 et {max}.',
  failure: 'L’inscription n’a pas pu être enregistrée',
  doneTitle: 'Inscription confirmée',
  done: {
    one: 'Merci {name}, votre inscription à « {title} » est enregistrée ({count} place). Vous allez recevoir une confirmation par e-mail.',
    other: 'Merci {name}, votre inscription à « {title} » est enregistrée ({count} places). Vous allez recevoir une confirmation par e-mail.',
  },
} as const;

export default elementFr;
