import type { BlockComponentProps } from '../block-kit';
import { ResponsiveImage } from '../responsive-image';
import type { ImageProps } from './props.gen';
import './image.css';

/** A responsive, lazily loaded photo with required alt text and optional caption. */
export function Image({ props }: BlockComponentProps<ImageProps>) {
  const ratioClass = props.ratio === 'natural' ? '' : ` vb-image--ratio-${props.ratio.replace('/', '-')}`;
  return (
    <figure className={`vb-image vb-image--${props.display}${ratioClass}`}>
      <ResponsiveImage
        className="vb-image__img"
        src={props.src}
        alt={props.alt}
        width={props.width}
        height={props.height}
        sources={props.sources}
        sizes={props.sizes}
        priority={props.priority}
      />
      {props.caption ? <figcaption className="vb-image__caption">{props.caption}</figcaption> : null}
    </figure>
  );
}
