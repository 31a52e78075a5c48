/** The blog listing's strings in French (a chunk loaded by French pages only; blog-messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const blogFr = {
  articles: 'Articles',
  folderTitle: '{name} — Articles',
  description: 'Les articles du blog.',
  folder: 'Rubrique',
  folders: 'Rubriques du blog',
  all: 'Tous les articles',
  search: 'Rechercher un article',
  searchExample: 'Ex. : dos, sommeil, trail',
  searchButton: 'Rechercher',
  titlesWith: 'Titres contenant « {q} »',
  tagged: 'mot-clé « {tag} »',
  clear: 'Effacer la recherche',
  loading: 'Chargement des articles…',
  failed: 'Les articles n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.',
  firstPage: 'Revenir à la première page',
  pastEnd: {
    one: 'Cette page ne contient pas d’article : la liste n’a que {count} page.',
    other: 'Cette page ne contient pas d’article : la liste n’a que {count} pages.',
  },
  seeAll: 'Voir tous les articles',
  noMatch: 'Aucun article ne correspond à votre recherche.',
  none: 'Aucun article n’est encore publié ici. Revenez bientôt !',
  count: { one: '{count} article', other: '{count} articles' },
  countPage: ' · page {page} sur {pages}',
  pages: 'Pages des articles',
} as const;

export default blogFr;
