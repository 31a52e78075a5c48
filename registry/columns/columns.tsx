import type { BlockComponentProps } from '../block-kit';
import type { ColumnsProps } from './props.gen';
import './columns.css';

/** A responsive grid: its child blocks side by side on wide screens, stacked on phones. */
export function Columns({ props, children }: BlockComponentProps<ColumnsProps>) {
  return (
    <div className={`vb-columns vb-columns--${props.count} vb-columns--${props.ratio} vb-columns--align-${props.align} vb-columns--gap-${props.gap}`}>
      {children}
    </div>
  );
}
