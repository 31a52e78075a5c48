/** The news page's strings in French (a chunk loaded by French pages only; news-messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const newsFr = {
  description: 'Les actualités.',
  all: 'Toutes les actualités',
  loading: 'Chargement des actualités…',
  failed: 'Les actualités n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.',
  firstPage: 'Revenir à la première page',
  pastEnd: {
    one: 'Cette page ne contient pas d’actualité : la liste n’a que {count} page.',
    other: 'Cette page ne contient pas d’actualité : la liste n’a que {count} pages.',
  },
  none: 'Aucune actualité pour le moment. Revenez bientôt !',
  count: { one: '{count} actualité', other: '{count} actualités' },
  countPage: ' · page {page} sur {pages}',
  pages: 'Pages des actualités',
  promoted: 'À la une',
  more: 'En savoir plus',
} as const;

export default newsFr;
