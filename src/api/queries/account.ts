/** Query factories for the visitor's account (the calls need the token cookie). */
import type { ApiClient } from '../client';
import { readQueryOptions } from './read';

/** Whether the server sees the visitor as logged in (SPEC §4 logged-in flag). */
export const loggedQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getLogged');
/** Newsletter lists the member can subscribe to. */
export const newsletterListsQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getNewsletterLists');
/** The member's newsletter subscription. */
export const newsletterSubscriptionQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getNewsletterSubscription');
