/** The forms' strings in French (issue 36): a chunk of its own, loaded by French pages only (messages.en-gb.ts says them in English). */
import { RJSF_WORDS } from '@/ui/rjsf/words';
import { SCHEMA_WORDS } from './form-schema';
import { VALIDATOR_MESSAGES } from './form-validator';

/** The French texts (the type every translation follows). */
export const formsFr = {
  ...RJSF_WORDS,
  ...VALIDATOR_MESSAGES,
  ...SCHEMA_WORDS,
  // The form
  legendBefore: 'Les champs marqués d’un astérisque (',
  asterisk: 'astérisque',
  legendAfter: ') sont obligatoires.',
  thanks: 'Merci !',
  sendFailed: 'L’envoi a échoué.',
  fixAndResend: '{message} Corrigez les champs signalés puis renvoyez le formulaire.',
  keptRetry: '{message} Vos réponses sont conservées : vous pouvez réessayer.',
  sending: 'Envoi en cours…',
  sendingFiles: 'Envoi de {size} de fichiers…',
  send: 'Envoyer',
  requestSentTitle: 'Demande envoyée',
  sent: 'Merci, votre demande a bien été envoyée.',
  // The contact form
  firstname: 'Prénom',
  lastname: 'Nom',
  email: 'Adresse e-mail',
  emailExample: 'prenom@exemple.fr',
  phone: 'Téléphone',
  phoneHelp: 'Facultatif : pour être rappelé(e) si vous préférez.',
  subject: 'Objet',
  subjectQuestion: 'Une question',
  subjectOrder: 'Une commande',
  subjectGift: 'Un bon cadeau',
  subjectVisit: 'Un rendez-vous ou une visite',
  subjectQuote: 'Un devis',
  subjectOther: 'Autre demande',
  message: 'Votre message',
  messagePlaceholder: 'Votre question, vos disponibilités…',
  consent: 'J’accepte que mes données soient utilisées pour répondre à ma demande, conformément à la politique de confidentialité.',
  contactSend: 'Envoyer mon message',
  contactSentTitle: 'Message envoyé',
  /** In no one's voice (« je » or « nous »: the site's); what the site adds comes from the block's `thanks`. */
  contactSent: 'Merci, votre message a bien été envoyé.',
  /** Before the phone number; its hours follow it when the block gives them (`phoneHours`). */
  fasterAnswer: 'Besoin d’une réponse plus rapide ? Appelez le ',
  phoneHours: ' ({hours})',
} as const;

export default formsFr;
