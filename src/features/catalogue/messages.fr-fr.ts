/** The shop's strings in French (issue 36): a chunk of its own, loaded by French pages only (messages.en-gb.ts says them in English). */

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
  /** The year of a winemaker's wine (site info `isWinemaker`): what a wine buyer reads on a label. */
  vintageWine: 'Millésime',
  capacity: 'Contenance',
  reference: 'Référence',
  idealFor: 'Idéal pour',
  technicalFile: 'Télécharger la fiche technique (PDF)',
  technicalFileBusy: 'Préparation de la fiche…',
  technicalFileFailed: 'La fiche technique n’a pas pu être préparée. Réessayez dans un instant.',
  priceFrom: 'Dès {price}',
  outOfStock: 'Rupture de stock',
  /** A product-offers block with no product chosen yet. */
  noOffers: 'Aucun produit n’est proposé ici pour le moment.',
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
  description: 'Description',
  boxContents: 'Dans ce coffret',
  /** A product the box holds more than once: « 2 × Cuvée des Ormeaux rouge ». */
  boxItems: '{count} × {name}',
  awards: 'Distinctions',
  recommended: 'Vous aimerez aussi',
  /** An offer's button, named with its product (« Offrir ce massage : Bon cadeau… »). */
  offerOf: '{action} : {name}',
} as const;

export default catalogueFr;
