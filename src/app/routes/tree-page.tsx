/**
 * Page of the catch-all route: a page of the site's tree shown by its type — the blog listing for
 * the BLOG page (its URL is the site's own: `/articles-de-massages`, `/journal`…), else the CMS page.
 */
import { useLoaderData } from 'react-router';
import { Component as BlogListing } from './blog-listing';
import { isBlogListRouteData } from './blog-route-data';
import { Component as CmsPage } from './cms-page';

/** Route component of the catch-all route. */
export function Component() {
  const loaded: unknown = useLoaderData();
  return isBlogListRouteData(loaded) ? <BlogListing /> : <CmsPage />;
}
