import { siteMonthStart } from '@/lib/dates';
import type { GoogleReviewsProps } from './props.gen';

/**
 * The `from` day of the reviews call for a block's settings: the start of the month `maxAgeMonths`
 * months ago, or blank (every review) when the block sets no limit. The loader and the component
 * both use it, so the review call the loader starts is the one the block reads.
 */
export function reviewsSince({ maxAgeMonths = 0 }: Pick<GoogleReviewsProps, 'maxAgeMonths'>, now: Date = new Date()): string {
  return maxAgeMonths > 0 ? siteMonthStart(now, maxAgeMonths) : '';
}
