/** The product page's strings in British English (a chunk loaded by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { catalogueFr } from './messages';

const enGB: Translation<typeof catalogueFr> = {
  quantity: 'Quantity',
  add: 'Add to basket',
  soldBy: 'Sold in multiples of {step}.',
  toCart: 'View my basket ({count})',
  quantityMin: 'Please enter a quantity of at least 1.',
  quantityMultiple: 'This product is sold in multiples of {step}.',
  quantityStock: { one: 'Only {count} left in stock.', other: 'Only {count} left in stock.' },
  choose: 'Choose your {subject}',
  vintage: 'Vintage',
  capacity: 'Volume',
  reference: 'Reference',
  idealFor: 'Goes well with',
  technicalFile: 'Download the technical sheet (PDF)',
  technicalFileBusy: 'Preparing the sheet…',
  technicalFileFailed: 'The technical sheet could not be prepared. Please try again in a moment.',
  priceFrom: 'From {price}',
  outOfStock: 'Out of stock',
  box: 'Gift box',
  product: 'Product',
  taxIncluded: 'incl. VAT',
  priceBefore: 'Price before discount: ',
  soldOutShort: 'sold out',
  version: 'Version {id}',
  soldOut: 'Out of stock: this product cannot be ordered at the moment.',
  lowStock: 'Only {count} left in stock',
  inStock: 'In stock',
};

export default enGB;
