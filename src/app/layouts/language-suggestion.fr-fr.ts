/** The language suggestion's strings in French (issue 36): a chunk of its own, loaded by French pages only (language-suggestion.en-gb.ts says them in English). */

/** The French texts (the type every translation follows). */
export const suggestionFr = {
  label: 'Langue suggérée',
  page: 'Cette page existe aussi en français.',
  site: 'Ce site existe aussi en français.',
  go: 'Lire en français',
  stay: 'Non merci',
} as const;

export default suggestionFr;
