/**
 * The cart's and the order's writes (SPEC §4, §7 "Catalogue, cart and orders"), one factory per call.
 * The cart (`useCart`) words their failures: the server's message kept in the cart's error.
 */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { OrderRequest, RefreshQuantitiesBody, ValidateOrderBody } from '../generated/types';
import { tenantKey } from '../queries/keys';

/** `PUT /product/quantities`: the stock of these declinations now (after a refused cart or order). */
export const refreshQuantitiesMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'refreshQuantities'),
    mutationFn: (body: RefreshQuantitiesBody) => api.call('refreshQuantities', { body }),
  });

/** `POST /order/validate`: the server checks the cart (stock, limits); a refusal names its lines. */
export const validateOrderMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'validateOrder'),
    mutationFn: (body: ValidateOrderBody) => api.call('validateOrder', { body }),
  });

/** `POST /order`: the order placed; resolves with it (its status says whether a payment follows). */
export const createOrderMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'createOrder'),
    mutationFn: (body: OrderRequest) => api.call('createOrder', { body }),
  });
