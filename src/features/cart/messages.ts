/** The cart's strings in French (issue 36): messages.en-gb.ts says them in English, loaded only by English pages. */
import { defineMessages } from '@/features/i18n/messages';

/** The French texts (the type every translation follows). */
export const cartFr = {
  title: 'Mon panier',
  metaDescription: 'Votre panier : quantités, code promo et commande.',
  unreachable: 'Impossible de joindre la boutique pour le moment. Vérifiez votre connexion puis réessayez.',
  added: '« {name} » a été ajouté au panier.',
  unknownCode: 'Le code « {code} » n’existe pas ou n’est plus valable.',
  offerNotAdded: 'Le produit n’a pas pu être ajouté au panier. Vérifiez votre connexion puis réessayez.',
  loading: 'Chargement de votre panier…',
  empty: 'Votre panier est vide.',
  discover: 'Découvrir la boutique',
  items: { one: '{count} article', other: '{count} articles' },
  continue: 'Continuer mes achats',
  clear: 'Vider le panier',
  close: 'Fermer le panier',
  subtotal: 'Sous-total',
  seeAndOrder: 'Voir mon panier et commander',
  unitPrice: '{price} l’unité',
  soldBy: ' · vendu par {step}',
  outOfStock: 'Plus en stock',
  lowStock: 'Plus que {stock} en stock',
  quantityOf: 'Quantité de {name}',
  decrease: 'Retirer {step} : {name}',
  increase: 'Ajouter {step} : {name}',
  quantity: 'Quantité : {quantity}',
  remove: 'Supprimer',
  removeLabel: 'Supprimer {name} du panier',
  summary: 'Récapitulatif',
  discount: 'Remise',
  delivery: 'Livraison',
  deliveryFree: 'Offerte',
  deliveryLater: 'À l’étape suivante',
  total: 'Total',
  freeReached: 'La livraison vous est offerte.',
  freeBottles: { one: '{count} bouteille', other: '{count} bouteilles' },
  freeAmount: '{amount} d’achats',
  freeOr: ' ou ',
  freeMissing: 'Plus que {missing} pour la livraison offerte.',
  code: 'Code promo',
  apply: 'Appliquer',
  codeApplied: 'Code {code} appliqué.',
  removeCode: 'Retirer le code',
  checking: 'Vérification du panier…',
  order: 'Commander',
  expeditionAbove: {
    one: 'Une expédition compte au plus {limit} article : votre panier en compte {items}. Retirez-en {extra} pour être livré, ou choisissez le retrait sur place.',
    other:
      'Une expédition compte au plus {limit} articles : votre panier en compte {items}. Retirez-en {extra} pour être livré, ou choisissez le retrait sur place.',
  },
  expeditionBelow: {
    one: 'Une expédition compte au moins {limit} article : ajoutez-en {missing} pour être livré, ou choisissez le retrait sur place.',
    other: 'Une expédition compte au moins {limit} articles : ajoutez-en {missing} pour être livré, ou choisissez le retrait sur place.',
  },
} as const;

/** The cart's book: French here, English in its own chunk. */
export const cartMessages = defineMessages(cartFr, { en_GB: () => import('./messages.en-gb') });
