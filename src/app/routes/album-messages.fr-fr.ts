/** An album page's strings in French (a chunk loaded by French pages only; album-messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const albumFr = {
  gallery: 'Galerie',
  title: '{name} — Galerie',
  description: 'Photos et vidéos : {name}.',
  empty: 'Cet album ne contient encore aucune photo.',
  back: 'Tous les albums',
} as const;

export default albumFr;
