/**
 * Version 1 of `button-link` (first CMS export) used `text`, `url` and `style: "plain" | "outline"`.
 * Version 2 renamed them to `label`, `href` and `variant`, and added `accent`.
 */
import { isRecord } from '@/lib/is-record';

/** Upgrade props of an older version to the current one (unknown fields are kept for the validator to report). */
export function migrateButtonLink(props: unknown, fromVersion: number): unknown {
  if (fromVersion !== 1 || !isRecord(props)) return props;
  const { text, url, style, ...rest } = props;
  return {
    ...rest,
    ...(text !== undefined ? { label: text } : {}),
    ...(url !== undefined ? { href: url } : {}),
    ...(style !== undefined ? { variant: style === 'outline' ? 'secondary' : 'primary' } : {}),
  };
}
