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
  technicalFileFailed: 'La fiche technique n’a pas pu être préparée. Réessayez dans un instant.',
  priceFrom: 'Dès {price}',
  outOfStock: 'Rupture de stock',
  listFilter: 'Filtrer les produits',
  listSearch: 'Rechercher',
  listSearchPlaceholder: 'Nom, mot-clé…',
  listKinds: 'Catégories',
  listThemes: 'Thèmes',
  listShow: 'Afficher les produits',
  listClear: 'Effacer les filtres',
  listNone: 'Aucun produit ne correspond à votre recherche.',
  listCount: { one: '{count} produit, du moins cher au plus cher', other: '{count} produits, du moins cher au plus cher' },
  listCountFiltered: {
    one: '{count} produit correspondant à votre recherche, du moins cher au plus cher',
    other: '{count} produits correspondant à votre recherche, du moins cher au plus cher',
  },
  listAll: 'Voir tous les produits',
  listPages: 'Pages du catalogue',
  listPrevious: 'Page précédente',
  listNext: 'Page suivante',
  listPage: 'Page {page} sur {pages}',
  box: 'Coffret',
  product: 'Produit',
  taxIncluded: 'TTC',
  priceBefore: 'Prix avant remise : ',
  soldOutShort: 'épuisé',
  version: 'Version {id}',
  soldOut: 'Rupture de stock : ce produit ne peut pas être commandé pour le moment.',
  lowStock: 'Plus que {count} en stock',
  inStock: 'En stock',
} as const;

/** The product page's book: French here, English in its own chunk. */
export const catalogueMessages = defineMessages(catalogueFr, { en_GB: () => import('./messages.en-gb') });
