import type { BlockComponentProps } from '../block-kit';
import type { SpacerProps } from './props.gen';
import './spacer.css';

/** Vertical breathing room, optionally with a decorative rule (hidden from assistive tech). */
export function Spacer({ props }: BlockComponentProps<SpacerProps>) {
  return (
    <div className={`vb-spacer vb-spacer--${props.size}`} aria-hidden="true">
      {props.line ? <span className="vb-spacer__line" /> : null}
    </div>
  );
}
