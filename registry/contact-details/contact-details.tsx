import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions } from '@/api/queries/site';
import { useFieldLang } from '@/features/i18n/use-i18n';
import { useMessages } from '@/features/i18n/use-messages';
import { useLocale } from '@/features/i18n/use-locale';
import type { BlockComponentProps } from '../block-kit';
import { frenchHours } from '@/lib/opening-hours';
import { indexParameters, parameterString } from '@/lib/parameters';
import { phoneText, telHref } from '@/lib/phone';
import { htmlLang } from '@/lib/locale';
import { displayLines } from '@/lib/text-lines';
import type { ContactDetailsProps } from './props.gen';
import { contactDetailsMessages } from './messages';
import './contact-details.css';

/** Company contact details from the site settings: phone, e-mail, address, opening hours. */
export function ContactDetails({ props }: BlockComponentProps<ContactDetailsProps>) {
  const titleId = useId();
  const t = useMessages(contactDetailsMessages);
  const { locale } = useLocale();
  const fieldLang = useFieldLang();
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(useApi()));
  const index = indexParameters(parameters);
  const setting = (type: string) => parameterString(index, type);
  // A value the API left in the site's default language is marked with it (issue 36).
  const langOf = (type: string) =>
    fieldLang(
      parameters.find((p) => p.type === type),
      'value',
    );
  const name = setting('COMPANY_NAME');
  const phone = props.showPhone ? setting('COMPANY_PHONE') : null;
  const email = props.showEmail ? setting('COMPANY_EMAIL') : null;
  const street = setting('COMPANY_ADDRESS');
  const postalCode = setting('COMPANY_POSTAL_CODE');
  const city = setting('COMPANY_CITY');
  const showAddress = props.showAddress && (street || city);
  const hours = props.showHours ? setting('COMPANY_HOURS') : null;
  return (
    <section className="vb-card vb-contact" aria-labelledby={titleId}>
      <h2 id={titleId} className="vb-title vb-contact__title">
        {props.title ?? t('title')}
      </h2>
      <address className="vb-contact__list">
        {name ? (
          <p className="vb-contact__name" lang={langOf('COMPANY_NAME')}>
            {name}
          </p>
        ) : null}
        {phone ? (
          <p className="vb-contact__line">
            <span className="vb-contact__label">{t('phone')}</span>
            <a href={telHref(phone)}>{phoneText(phone, htmlLang(locale))}</a>
          </p>
        ) : null}
        {email ? (
          <p className="vb-contact__line">
            <span className="vb-contact__label">{t('email')}</span>
            <a href={`mailto:${email}`}>{email}</a>
          </p>
        ) : null}
        {showAddress ? (
          <p className="vb-contact__line">
            <span className="vb-contact__label">{t('address')}</span>
            <span lang={langOf('COMPANY_ADDRESS')}>
              {street}
              {street ? <br /> : null}
              {[postalCode, city].filter(Boolean).join(' ')}
            </span>
          </p>
        ) : null}
      </address>
      {hours ? (
        <div className="vb-contact__hours">
          <h3 className="vb-contact__label">{t('hours')}</h3>
          <ul>
            {displayLines(hours).map((line, index) => (
              <li key={index} lang={langOf('COMPANY_HOURS')}>
                {frenchHours(line)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {props.note ? <p className="vb-contact__note">{props.note}</p> : null}
    </section>
  );
}
