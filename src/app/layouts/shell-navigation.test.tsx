/** The plain navigation (the islands entry's, the parts' tests): its links keep to the page's language prefix and stay mounted. */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plainShellNavigation, ShellLink, ShellNavigationProvider } from './shell-navigation';

const location = { pathname: '/galerie', search: '', hash: '' };

/** A part as the islands entry renders it: `navigation` may be a new object at each render. */
function Part({ basename, count }: { basename: string; count: number }) {
  return (
    <ShellNavigationProvider value={plainShellNavigation({ location, basename })}>
      <ShellLink to="/me-contacter">Contact {count}</ShellLink>
    </ShellNavigationProvider>
  );
}

describe('plainShellNavigation', () => {
  it('writes its links under the language prefix, as React Router’s Link does', async () => {
    await act(async () => render(<Part basename="/en" count={1} />));
    const link = screen.getByRole('link', { name: 'Contact 1' });
    expect(link).toHaveAttribute('href', '/en/me-contacter');
    expect(link).toHaveAttribute('data-discover', 'true');
  });

  // Its link was a component declared inside the function: a new type at each call, so React unmounted
  // every link and built it again (the focus on a link was lost) whenever a part rendered with a new navigation.
  it('keeps a link mounted when its part renders again with a new navigation', async () => {
    const view = await act(async () => render(<Part basename="" count={1} />));
    const before = screen.getByRole('link', { name: 'Contact 1' });
    before.focus();
    await act(async () => view.rerender(<Part basename="" count={2} />));
    const after = screen.getByRole('link', { name: 'Contact 2' });
    expect(after).toBe(before);
    expect(after).toHaveFocus();
    expect(plainShellNavigation({ location }).Link).toBe(plainShellNavigation({ location, basename: '/en' }).Link);
  });
});
