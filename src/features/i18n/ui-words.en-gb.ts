/** What src/ui's pieces say themselves, in British English (a chunk loaded by English pages only). */
import type { Translation } from './messages';
import type { uiWordsFr } from './ui-words.fr-fr';

const enGB: Translation<typeof uiWordsFr> = {
  'list.retry': 'Try again',
  'list.retrying': 'Trying again…',
  'pagination.previous': '‹ Previous',
  'pagination.previousPage': 'Previous page',
  'pagination.next': 'Next ›',
  'pagination.nextPage': 'Next page',
  'pagination.page': 'Page {page}',
  'media.enlarge': 'Enlarge photo {position} of {total}',
  'media.play': 'Play video {position} of {total}',
  'media.described': '{name}: {alt}',
  'dates.at': '{day}, {time}',
  'dates.between': '{day}, {start} – {end}',
  'dates.span': 'from {start} to {end}',
  'facts.date': 'Date',
  'facts.place': 'Venue',
  'facts.price': 'Price',
  'facts.free': 'Free',
  'facts.places': 'Places',
  'facts.full': 'Full',
  'facts.placesLeft': { one: 'Only one left', other: '{count} left' },
  'rating.label': 'Rated {rating} out of 5',
  'quote.text': '“{quote}”',
  'quote.more': 'Read more',
  'quote.moreOf': ' of {author}’s review',
};

export default enGB;
