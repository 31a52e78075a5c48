import { render } from '@testing-library/react';
import { useId } from 'react';
import { describe, expect, it } from 'vitest';
import { LayoutNotSettledError, stableLayoutHtml } from './admin-stable-html';

function Labelled({ title }: { title: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <a href={`#${id}`}>Haut de section</a>
      <a href="#contact">Contact</a>
    </section>
  );
}

/** A block that derives several ids from one `useId` (as the newsletter block does). */
function Subscribe() {
  const id = useId();
  return (
    <form>
      <label htmlFor={`${id}-email`}>E-mail</label>
      <input id={`${id}-email`} aria-describedby={`${id}-error`} />
      <p id={`${id}-error`} />
      <p id="root_number_1_x">Champ nommé par rjsf</p>
    </form>
  );
}

function Page() {
  return (
    <div>
      <Labelled title="Massages" />
      <Labelled title="Tarifs" />
      <p id="contact">Me joindre</p>
      <Subscribe />
    </div>
  );
}

describe('stableLayoutHtml', () => {
  it('gives the same HTML for the same page rendered twice, whatever ids React generated before', () => {
    const first = render(<Page />);
    // More ids generated in between: React's counter has moved on.
    render(<Labelled title="Autre chose" />);
    const second = render(<Page />);
    expect(first.container.innerHTML).not.toBe(second.container.innerHTML);
    expect(stableLayoutHtml(first.container)).toBe(stableLayoutHtml(second.container));
  });

  it('renames generated ids consistently and keeps the authored ones', () => {
    const { container } = render(<Page />);
    const html = stableLayoutHtml(container);
    expect(html).toContain('<section aria-labelledby="id-1"><h2 id="id-1">Massages</h2><a href="#id-1">');
    expect(html).toContain('aria-labelledby="id-2"');
    expect(html).toContain('href="#contact"');
    expect(html).toContain('id="contact"');
    expect(html).toContain('<label for="id-3-email">E-mail</label><input id="id-3-email" aria-describedby="id-3-error">');
    expect(html).toContain('id="root_number_1_x"');
    // The live DOM is left alone.
    expect(container.innerHTML).not.toContain('id-1');
  });

  it('refuses a layout that is still loading a block', () => {
    const { container } = render(
      <div>
        <div className="vr-block-loading" aria-hidden="true" />
      </div>,
    );
    expect(() => stableLayoutHtml(container)).toThrow(LayoutNotSettledError);
  });

  it('refuses a layout where something is still busy (a form whose code is loading)', () => {
    const { container } = render(
      <div>
        <div className="form-shell" aria-busy="true" />
      </div>,
    );
    expect(() => stableLayoutHtml(container)).toThrow(LayoutNotSettledError);
  });
});
