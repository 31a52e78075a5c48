import type { BlockComponentProps } from '../block-kit';
import { BlockLink } from '../block-link';
import { ResponsiveImage } from '../responsive-image';
import type { HeroProps } from './props.gen';
import './hero.css';

/** The opening banner of a page: photo (loaded first: it is the page's LCP), title, text, CTAs. */
export function Hero({ props }: BlockComponentProps<HeroProps>) {
  const Title = props.headingLevel === 1 ? 'h1' : 'h2';
  const overlay = props.layout === 'overlay';
  return (
    <section className={`vb-bleed vb-hero vb-hero--${props.layout}`} aria-label={props.title}>
      <div className="vb-hero__media">
        <ResponsiveImage className="vb-hero__img" {...props.image} sizes={overlay ? '100vw' : '(min-width: 60rem) 50vw, 100vw'} priority />
      </div>
      <div className="vb-hero__body">
        {props.eyebrow ? <p className="vb-eyebrow vb-hero__eyebrow">{props.eyebrow}</p> : null}
        <Title className="vb-title vb-hero__title">{props.title}</Title>
        {props.text ? <p className="vb-hero__text">{props.text}</p> : null}
        {props.primaryCta || props.secondaryCta ? (
          <div className="vb-hero__actions">
            {props.primaryCta ? (
              <BlockLink href={props.primaryCta.href} className="vb-button vb-button--accent">
                {props.primaryCta.label}
              </BlockLink>
            ) : null}
            {props.secondaryCta ? (
              <BlockLink href={props.secondaryCta.href} className={`vb-button ${overlay ? 'vb-button--light' : 'vb-button--secondary'}`}>
                {props.secondaryCta.label}
              </BlockLink>
            ) : null}
          </div>
        ) : null}
        {props.highlights && props.highlights.length > 0 ? (
          <ul className="vb-hero__highlights">
            {/* The CMS may repeat a highlight: the position keeps each line's key unique. */}
            {props.highlights.map((item, index) => (
              <li key={`${index}-${item}`}>{item}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
