import { useId } from 'react';
import type { BlockComponentProps } from '../block-kit';
import { QuoteCard } from '@/ui/quote-card';
import { useUiWords } from '@/features/i18n/use-ui-words';
import { landmarkName } from '../block-header';
import type { TestimonialsProps } from './props.gen';
import { useI18n } from '@/features/i18n/use-i18n';

/** A strip of customer quotes (a list of figures, each with its author as caption). */
export function Testimonials({ props }: BlockComponentProps<TestimonialsProps>) {
  const titleId = useId();
  const { t } = useI18n();
  const ui = useUiWords();
  return (
    <section className="vb-testimonials" {...landmarkName(titleId, props.title, t('blocks.testimonials'))}>
      {props.title ? (
        <h2 id={titleId} className="vb-title vb-testimonials__title">
          {props.title}
        </h2>
      ) : null}
      <ul className="vb-testimonials__list">
        {props.items.map((item, index) => (
          <QuoteCard key={`${item.author}-${index}`} quote={item.quote} author={item.author} rating={item.rating} context={item.context} say={ui} />
        ))}
      </ul>
    </section>
  );
}
