// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blogArticlePath, blogFolderPath, blogListHref, parseBlogSplat, readBlogListState } from './blog-paths';

describe('blog paths', () => {
  it('builds article and folder URLs with the slug helper', () => {
    expect(blogArticlePath({ id: 7, url: 'amma-assis-au-bureau', title: 'Amma assis' })).toBe('/blog/amma-assis-au-bureau');
    expect(blogArticlePath({ id: 7, url: '', title: 'Amma assis' })).toBe('/blog/7');
    expect(blogFolderPath({ id: 2, url: 'sport-et-recuperation', name: 'Sport' })).toBe('/blog/rubrique/sport-et-recuperation');
    expect(blogFolderPath({ id: 2, url: null, name: 'Sport et récupération' })).toBe('/blog/rubrique/sport-et-recuperation');
  });

  it('reads the list state from the query, page 1 by default', () => {
    expect(readBlogListState(new URLSearchParams(''))).toEqual({ page: 1, q: '', tag: '' });
    expect(readBlogListState(new URLSearchParams('page=2&q=%20dos%20&tag=Récupération'))).toEqual({ page: 2, q: 'dos', tag: 'recuperation' });
    expect(readBlogListState(new URLSearchParams('page=0')).page).toBe(1);
    expect(readBlogListState(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('gives one URL per list state (page 1 and empty filters left out)', () => {
    expect(blogListHref('/articles-de-massages', { page: 1, q: '', tag: '' })).toBe('/articles-de-massages');
    expect(blogListHref('/articles-de-massages', { page: 2 })).toBe('/articles-de-massages?page=2');
    expect(blogListHref('/blog/rubrique/conseils', { page: 3, q: 'huile' })).toBe('/blog/rubrique/conseils?q=huile&page=3');
  });

  it('tells articles from folders in the /blog/* splat', () => {
    expect(parseBlogSplat('premiere-seance-de-massage')).toEqual({ kind: 'article', key: 'premiere-seance-de-massage' });
    expect(parseBlogSplat('12')).toEqual({ kind: 'article', key: '12' });
    expect(parseBlogSplat('rubrique/bien-etre')).toEqual({ kind: 'folder', key: 'bien-etre' });
    expect(parseBlogSplat('')).toBeNull();
    expect(parseBlogSplat('a/b/c')).toBeNull();
    expect(parseBlogSplat('Mauvais Slug')).toBeNull();
  });
});
