/** What src/ui's pieces say themselves, in French (a chunk loaded by French pages only): the pieces also keep these words as their defaults. */
import { ELEMENT_FACTS_WORDS } from '@/ui/element-facts';
import { LIST_WORDS } from '@/ui/list-states';
import { MEDIA_GRID_WORDS } from '@/ui/media-grid';
import { PAGINATION_WORDS } from '@/ui/pagination';
import { QUOTE_WORDS } from '@/ui/quote-card';

/** The French words (the type every translation follows). */
export const uiWordsFr = { ...LIST_WORDS, ...PAGINATION_WORDS, ...MEDIA_GRID_WORDS, ...ELEMENT_FACTS_WORDS, ...QUOTE_WORDS };

export default uiWordsFr;
