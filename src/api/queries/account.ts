/** Query factories for the member's account (the calls need a login: keyed under the user scope). */
import type { ApiClient } from '../client';
import { readQueryOptions } from './read';

/** Newsletter lists the member can subscribe to. */
export const newsletterListsQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getNewsletterLists');
/** The member's newsletter subscription. */
export const newsletterSubscriptionQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getNewsletterSubscription');
