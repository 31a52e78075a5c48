import { useId } from 'react';
import type { BlockComponentProps } from '../block-kit';
import type { TestimonialsProps } from './props.gen';
import './testimonials.css';

/** A strip of customer quotes (a list of figures, each with its author as caption). */
export function Testimonials({ props }: BlockComponentProps<TestimonialsProps>) {
  const titleId = useId();
  return (
    <section className="vb-testimonials" aria-labelledby={props.title ? titleId : undefined} aria-label={props.title ? undefined : 'Témoignages'}>
      {props.title ? (
        <h2 id={titleId} className="vb-title vb-testimonials__title">
          {props.title}
        </h2>
      ) : null}
      <ul className="vb-testimonials__list">
        {props.items.map((item, index) => (
          <li key={`${item.author}-${index}`} className="vb-card vb-testimonials__item">
            <figure className="vb-testimonials__figure">
              {item.rating ? (
                <p className="vb-testimonials__rating" role="img" aria-label={`Note : ${item.rating} sur 5`}>
                  {'★'.repeat(item.rating)}
                  <span className="vb-testimonials__rating-off">{'★'.repeat(5 - item.rating)}</span>
                </p>
              ) : null}
              <blockquote className="vb-testimonials__quote">
                <p>« {item.quote} »</p>
              </blockquote>
              <figcaption className="vb-testimonials__author">
                <strong>{item.author}</strong>
                {item.context ? <span className="vb-testimonials__context">{item.context}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
