/** The Google reviews block's strings in French (a chunk loaded by French pages only; messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const googleReviewsFr = {
  /** The title when the block gives none. */
  title: 'Les avis des clients',
  summary: 'sur 5, d’après {count} avis Google',
  unavailable: 'Les avis Google ne peuvent pas s’afficher pour le moment.',
  none: 'Aucun avis à afficher pour le moment.',
  more: 'Voir tous les avis ou laisser le vôtre sur Google',
  newTab: ' (nouvel onglet)',
} as const;

export default googleReviewsFr;
