/** The contact details block's strings in French (issue 36): a chunk of its own, loaded by French pages only (messages.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const contactDetailsFr = {
  /** The title when the block gives none. */
  title: 'Coordonnées',
  phone: 'Téléphone',
  email: 'E-mail',
  address: 'Adresse',
  hours: 'Horaires',
} as const;

export default contactDetailsFr;
