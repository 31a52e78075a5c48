import { useId } from 'react';
import type { BlockComponentProps } from '../block-kit';
import { BlockHeader } from '../block-header';
import type { SectionProps } from './props.gen';
import './section.css';

/** A titled part of a page grouping child blocks; tinted sections span the full width. */
export function Section({ props, children }: BlockComponentProps<SectionProps>) {
  const titleId = useId();
  const bleed = props.tone !== 'plain';
  return (
    <section
      id={props.anchor}
      className={`vb-section vb-section--${props.tone}${bleed ? ' vb-bleed' : ''}`}
      aria-labelledby={props.title ? titleId : undefined}
    >
      <div className="vb-section__inner">
        <BlockHeader
          base="vb-section"
          modifier={`vb-section__header--${props.align}`}
          titleId={titleId}
          eyebrow={props.eyebrow}
          title={props.title}
          intro={props.intro}
        />
        {children}
      </div>
    </section>
  );
}
