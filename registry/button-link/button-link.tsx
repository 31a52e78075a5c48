import type { BlockComponentProps } from '../block-kit';
import { BlockLink } from '../block-link';
import type { ButtonLinkProps } from './props.gen';
import './button-link.css';

/** A call-to-action link styled as a button. */
export function ButtonLink({ props }: BlockComponentProps<ButtonLinkProps>) {
  return (
    <div className={`vb-cta vb-cta--${props.align}`}>
      <BlockLink href={props.href} newTab={props.newTab} className={`vb-button vb-button--${props.variant}`}>
        {props.label}
      </BlockLink>
      {props.hint ? <p className="vb-cta__hint">{props.hint}</p> : null}
    </div>
  );
}
