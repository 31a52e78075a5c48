/** The services block's strings in French (issue 36): a chunk of its own, loaded by French pages only (messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const servicesFr = {
  filters: 'Filtrer les prestations',
  all: 'Tous',
  /** After a chosen theme's label, for screen readers. */
  activeFilter: ' (filtre actif, retirer)',
  // How many services the list shows (a status), with the themes chosen if any (joined by `or`).
  countNone: 'Aucune prestation.',
  count: { one: 'Une prestation.', other: '{count} prestations.' },
  countNoneFor: 'Aucune prestation : {tags}.',
  countFor: { one: 'Une prestation : {tags}.', other: '{count} prestations : {tags}.' },
  or: ' ou ',
  loading: 'Chargement des prestations…',
  failed: 'Les prestations n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.',
  none: 'Aucune prestation ne correspond à ces filtres. Essayez-en d’autres ou affichez-les toutes.',
} as const;

export default servicesFr;
