/** Booking a service (`POST /booking`); what its failure means is the booking's book's `failure` (src/features/booking/messages.ts). */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError } from '../api-error';
import type { CreateBookingBody } from '../generated/types';
import { callKeyPrefix, tenantKey } from '../queries/keys';

/**
 * `POST /booking`: the time is taken, so every availability read is stale (not awaited: the
 * confirmation shows at once). A refused time (`start`'s field error) makes them stale as well.
 */
export const createBookingMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: tenantKey(api, 'createBooking'),
    mutationFn: (body: CreateBookingBody) => api.call('createBooking', { body }),
    onSuccess: (_booking, _body, _context, { client }) => {
      void client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getBookingAvailability') });
    },
    onError: (error, _body, _context, { client }) => {
      if (error instanceof ApiError && error.fieldErrors?.start) void client.invalidateQueries({ queryKey: callKeyPrefix(api, 'getBookingAvailability') });
    },
  });
