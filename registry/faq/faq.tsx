import { useId } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { nonEmptyLines } from '@/lib/text-lines';
import type { BlockComponentProps } from '../block-kit';
import type { FaqProps } from './props.gen';
import './faq.css';

/** Frequently asked questions as native disclosure widgets (keyboard and screen-reader friendly). */
export function Faq({ props }: BlockComponentProps<FaqProps>) {
  const titleId = useId();
  const { t } = useI18n();
  return (
    <section className="vb-faq" aria-labelledby={titleId}>
      <h2 id={titleId} className="vb-title vb-faq__title">
        {props.title ?? t('blocks.faq')}
      </h2>
      <div className="vb-faq__list">
        {props.items.map((item, index) => (
          <details key={`${item.question}-${index}`} className="vb-faq__item">
            <summary className="vb-faq__question">{item.question}</summary>
            <div className="vb-faq__answer">
              {nonEmptyLines(item.answer).map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
