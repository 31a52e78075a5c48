import { useId } from 'react';
import type { BlockComponentProps } from '../block-kit';
import { BlockHeader, landmarkName } from '../block-header';
import { BlockLink } from '../block-link';
import type { ServiceHighlightsProps } from './props.gen';
import './service-highlights.css';
import { useI18n } from '@/features/i18n/use-i18n';
import { useBookingWords } from '@/features/booking/messages';

/** Service cards: name, pitch, durations with prices, link to book. */
export function ServiceHighlights({ props }: BlockComponentProps<ServiceHighlightsProps>) {
  const titleId = useId();
  const { t } = useI18n();
  // « Réserver », the lengths (« 1 h 30 », “1 hr 30”) and the prices (« 90 € », “€90”) as the booking and the services block write them.
  const booking = useBookingWords();
  return (
    <section className="vb-services" {...landmarkName(titleId, props.title, t('blocks.services'))}>
      <BlockHeader base="vb-services" titleId={titleId} title={props.title} intro={props.intro} />
      <ul className="vb-services__list">
        {props.services.map((service, index) => (
          <li key={`${service.name}-${index}`} className="vb-card vb-services__card">
            {service.badge ? <p className="vb-services__badge">{service.badge}</p> : null}
            <h3 className="vb-title vb-services__name">{service.name}</h3>
            <p className="vb-services__description">{service.description}</p>
            <dl className="vb-services__options">
              {service.options.map((option, i) => (
                <div key={`${option.minutes}-${i}`} className="vb-services__option">
                  <dt>
                    {booking.duration(option.minutes)}
                    {option.label ? <span className="vb-services__option-label"> · {option.label}</span> : null}
                  </dt>
                  <dd>{booking.price(option.price)}</dd>
                </div>
              ))}
            </dl>
            {service.href ? (
              <BlockLink href={service.href} className="vb-services__link">
                {service.linkLabel ?? booking.t('book')}
                <span className="vb-visually-hidden">{t('link.of', { title: service.name })}</span>
              </BlockLink>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
