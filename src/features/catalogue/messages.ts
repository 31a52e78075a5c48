/** The product page's strings in French (issue 36): messages.en-gb.ts says them in English, loaded only by English pages. */
import { defineMessages } from '@/features/i18n/messages';

/** The French texts (the type every translation follows). */
export const catalogueFr = {
  quantity: 'Quantité',
  add: 'Ajouter au panier',
  soldBy: 'Vendu par {step}.',
  toCart: 'Voir mon panier ({count})',
  quantityMin: 'Indiquez une quantité d’au moins 1.',
  quantityMultiple: 'Ce produit se vend par multiple de {step}.',
  quantityStock: { one: 'Il ne reste que {count} exemplaire en stock.', other: 'Il ne reste que {count} exemplaires en stock.' },
  choose: 'Choisissez votre {subject}',
  vintage: 'Récolte',
  capacity: 'Contenance',
  reference: 'Référence',
  idealFor: 'Idéal pour',
  technicalFile: 'Télécharger la fiche technique (PDF)',
  technicalFileBusy: 'Préparation de la fiche…',
} as const;

/** The product page's book: French here, English in its own chunk. */
export const catalogueMessages = defineMessages(catalogueFr, { en_GB: () => import('./messages.en-gb') });
