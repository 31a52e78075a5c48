/** The optional header most blocks open with: eyebrow, title (the block's h2) and lead text. */
export interface BlockHeaderProps {
  /** The block's BEM base class, e.g. `vb-cards`: gives `vb-cards__header` and `vb-cards__title`. */
  base: string;
  /** Id of the h2, for the block's `aria-labelledby`. */
  titleId: string;
  eyebrow?: string | null;
  title?: string | null;
  intro?: string | null;
  /** Extra class on the header (e.g. an alignment modifier). */
  modifier?: string;
}

/** The attributes that name a block's landmark (`section`, `aside`). */
export interface LandmarkName {
  'aria-labelledby'?: string;
  'aria-label'?: string;
}

/**
 * A block's landmark is named by its h2 when it has a title, else by a fixed label in the page's
 * language (the shell's `blocks.*` words: « Témoignages », "Testimonials"): an unnamed region tells a
 * screen reader nothing.
 * @param titleId id of the block's h2
 * @param title the block's title (empty or absent: no h2)
 * @param fallback the label without a title, e.g. `t('blocks.testimonials')`
 */
export function landmarkName(titleId: string, title: string | null | undefined, fallback: string): LandmarkName {
  return title ? { 'aria-labelledby': titleId } : { 'aria-label': fallback };
}

/** Renders nothing when the block has no eyebrow, title or intro. */
export function BlockHeader({ base, titleId, eyebrow, title, intro, modifier }: BlockHeaderProps) {
  if (!eyebrow && !title && !intro) return null;
  return (
    <header className={`${base}__header${modifier ? ` ${modifier}` : ''}`}>
      {eyebrow ? <p className="vb-eyebrow">{eyebrow}</p> : null}
      {title ? (
        <h2 id={titleId} className={`vb-title ${base}__title`}>
          {title}
        </h2>
      ) : null}
      {intro ? <p className="vb-lead">{intro}</p> : null}
    </header>
  );
}
