import type { BlockComponentProps } from '../block-kit';
import type { HeadingProps } from './props.gen';
import './heading.css';

const tags = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

function isLevel(level: number): level is keyof typeof tags {
  return level in tags;
}

/** A page or part title with optional eyebrow and lead paragraph. */
export function Heading({ props }: BlockComponentProps<HeadingProps>) {
  const Tag = isLevel(props.level) ? tags[props.level] : 'h2';
  return (
    <header className={`vb-heading vb-heading--${props.align} vb-heading--l${props.level}`}>
      {props.eyebrow ? <p className="vb-eyebrow">{props.eyebrow}</p> : null}
      <Tag className="vb-title vb-heading__title">{props.text}</Tag>
      {props.subtitle ? <p className="vb-lead">{props.subtitle}</p> : null}
    </header>
  );
}
