/** The element list block's strings in French (a chunk loaded by French pages only; messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const elementListFr = {
  /** The title when the block gives none. */
  title: 'Prochaines dates',
  loading: 'Chargement des dates…',
  failed: 'Les dates n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.',
  noneUpcoming: 'Aucune date n’est prévue pour le moment. Revenez bientôt !',
  none: 'Rien n’est encore publié ici.',
} as const;

export default elementListFr;
