/** The album list block's strings in French (a chunk loaded by French pages only; messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const albumListFr = {
  loading: 'Chargement des albums…',
  failed: 'Les albums n’ont pas pu être chargés. Vérifiez votre connexion puis réessayez.',
  none: 'Aucun album n’est encore publié. Revenez bientôt !',
  photos: { one: '{count} photo', other: '{count} photos' },
  videos: { one: '{count} vidéo', other: '{count} vidéos' },
  photosAndVideos: '{photos} et {videos}',
  empty: 'Album vide',
} as const;

export default albumListFr;
