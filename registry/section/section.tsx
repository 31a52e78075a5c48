import { useId } from 'react';
import type { BlockComponentProps } from '../block-kit';
import type { SectionProps } from './props.gen';
import './section.css';

/** A titled part of a page grouping child blocks; tinted sections span the full width. */
export function Section({ props, children }: BlockComponentProps<SectionProps>) {
  const titleId = useId();
  const bleed = props.tone !== 'plain';
  const hasHeader = Boolean(props.title || props.intro || props.eyebrow);
  return (
    <section
      id={props.anchor}
      className={`vb-section vb-section--${props.tone}${bleed ? ' vb-bleed' : ''}`}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div className="vb-section__inner">
        {hasHeader ? (
          <header className={`vb-section__header vb-section__header--${props.align}`}>
            {props.eyebrow ? <p className="vb-eyebrow">{props.eyebrow}</p> : null}
            {props.title ? (
              <h2 id={titleId} className="vb-title vb-section__title">
                {props.title}
              </h2>
            ) : null}
            {props.intro ? <p className="vb-lead">{props.intro}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  );
}
