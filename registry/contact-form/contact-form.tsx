import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions } from '@/api/queries/site';
import { formsMessages } from '@/features/forms/messages';
import { LazySchemaForm } from '@/features/forms/use-cms-form';
import { useContactForm } from '@/features/forms/use-contact-form';
import { useMessages } from '@/features/i18n/use-messages';
import { useLocale } from '@/features/i18n/use-locale';
import { indexParameters, parameterString } from '@/lib/parameters';
import { phoneText, telHref } from '@/lib/phone';
import { htmlLang } from '@/lib/locale';
import type { BlockComponentProps } from '../block-kit';
import type { ContactFormProps } from './props.gen';
import { formPanel } from '@/ui/form-panel';
import { useInnerBoundaryMark } from '@/renderer/block-contract';

/**
 * The contact form; on success, the thanks (then the site's `thanks`, in its voice) and the phone number
 * with the hours the site gives (`phoneHours`): no tenant's words in code.
 */
export function ContactForm({ props }: BlockComponentProps<ContactFormProps>) {
  const titleId = useId();
  const { definition, send } = useContactForm(props.thanks);
  const t = useMessages(formsMessages);
  const { locale } = useLocale();
  const hydratedMark = useInnerBoundaryMark();
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(useApi()));
  const phone = parameterString(indexParameters(parameters), 'COMPANY_PHONE');
  return (
    <section className={formPanel.root} aria-labelledby={titleId}>
      <h2 id={titleId} className={`vb-title ${formPanel.title}`}>
        {props.title}
      </h2>
      {props.text ? <p className={formPanel.intro}>{props.text}</p> : null}
      <LazySchemaForm
        hydratedMark={hydratedMark}
        definition={definition}
        idPrefix="contact"
        submitLabel={t('contactSend')}
        send={send}
        successTitle={t('contactSentTitle')}
        successExtra={
          phone ? (
            <p>
              {t('fasterAnswer')}
              <a href={telHref(phone)}>{phoneText(phone, htmlLang(locale))}</a>
              {props.phoneHours ? t('phoneHours', { hours: props.phoneHours }) : null}.
            </p>
          ) : null
        }
      />
    </section>
  );
}
