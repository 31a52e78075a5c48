/** A blog article's page's strings in French (a chunk loaded by French pages only; blog-article-messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const blogArticleFr = {
  publishedOn: 'Publié le ',
  by: ' par {author}',
  noContent: 'Cet article n’a pas encore de contenu.',
  tags: 'Mots-clés :',
  related: 'À lire aussi',
  // The way back under the article: to its folder, or to the listing.
  backToFolder: 'Tous les articles « {name} »',
  backToAll: 'Tous les articles',
} as const;

export default blogArticleFr;
