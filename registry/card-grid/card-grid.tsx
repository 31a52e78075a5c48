import { useId } from 'react';
import { cardGrid } from '@/ui/card-grid';
import type { BlockComponentProps } from '../block-kit';
import { BlockHeader, landmarkName } from '../block-header';
import { BlockLink } from '../block-link';
import { ResponsiveImage } from '../responsive-image';
import type { CardGridProps } from './props.gen';
import './card-grid.css';
import { useI18n } from '@/features/i18n/use-i18n';

/** A grid of cards: optional photo, kicker, title, text and link. */
export function CardGrid({ props }: BlockComponentProps<CardGridProps>) {
  const titleId = useId();
  const { t } = useI18n();
  return (
    <section className="vb-cards" {...landmarkName(titleId, props.title, t('blocks.cards'))}>
      <BlockHeader base="vb-cards" titleId={titleId} title={props.title} intro={props.intro} />
      <ul className={`${cardGrid.list} ${cardGrid.columns(props.columns)}`}>
        {props.cards.map((card, index) => (
          <li key={`${card.title}-${index}`} className={cardGrid.card}>
            {card.image ? (
              <ResponsiveImage
                className={cardGrid.img}
                {...card.image}
                sizes={`(min-width: 62rem) ${Math.round(100 / props.columns)}vw, (min-width: 48rem) 50vw, 100vw`}
              />
            ) : null}
            <div className={`${cardGrid.body} vb-cards__body`}>
              {card.kicker ? <p className="vb-eyebrow vb-cards__kicker">{card.kicker}</p> : null}
              <h3 className="vb-title vb-cards__name">{card.title}</h3>
              <p className="vb-cards__text">{card.text}</p>
              {card.href ? (
                <BlockLink href={card.href} className="vb-cards__link">
                  {card.linkLabel ?? t('blocks.cardLink')}
                  <span className="vb-visually-hidden">{t('link.of', { title: card.title })}</span>
                </BlockLink>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
