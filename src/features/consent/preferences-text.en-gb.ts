/** The "Customise" dialog's texts in British English (a chunk loaded with the dialog by English pages only). */
import type { Translation } from '@/features/i18n/messages';
import type { preferencesFr } from './preferences-text';

const enGB: Translation<typeof preferencesFr> = {
  'dialogTitle': 'Customise my choices',
  'dialogIntro':
    'Each tool is switched on only with your consent, and only if it is set up on this site. No box is ticked in advance: tick what you accept, then save.',
  'save': 'Save my choices',
  'closeDialog': 'Close without saving',
  'cookies': 'Cookies set: ',
  'noCookie': 'No cookie',
  'exemptNote': 'Exempt from consent (a set-up the CNIL recommends): on unless you untick the box to object.',
  'embedsTitle': 'Third-party content',
  'embedsIntro': 'Content you chose to show. Untick to hide it again.',
  'acceptPrefix': 'Accept',
  'months': { one: '{count} month', other: '{count} months' },
  'minutes': { one: '{count} minute', other: '{count} minutes' },
  'matomo.provider': 'Matomo, hosted for this site (not shared with anyone)',
  'matomo.purpose': 'Audience measurement: pages viewed, length of the visit, where visitors come from. The statistics stay on the site’s server.',
  'gtm.provider': 'Google Ireland Ltd (data may be transferred outside the European Union)',
  'gtm.purpose': 'Audience measurement with Google Analytics, loaded by the Google Tag Manager: pages viewed, device, where visitors come from.',
  'plausible.provider': 'Plausible Insights OÜ (servers in the European Union)',
  'plausible.purpose': 'Audience measurement without cookies or cross-site tracking: pages viewed and where visitors come from, counted in aggregate.',
  'pixel.provider': 'Meta Platforms Ireland Ltd (data may be transferred outside the European Union)',
  'pixel.purpose': 'Measuring how well our Facebook and Instagram posts work: Meta learns that you visited the site and may link this visit to your account.',
};

export default enGB;
