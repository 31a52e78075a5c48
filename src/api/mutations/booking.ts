/** Booking a service (`POST /booking`), and what its failure means in French (booking-request.tsx shows it). */
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { ApiError } from '../api-error';
import type { CreateBookingBody } from '../generated/types';
import { callKeyPrefix, tenantKey } from '../queries/keys';

/**
 * What a failed booking request means, in French: the start of what the booking form says (then the
 * server's reason, or what to do: src/api/failure-message.ts), its fields' errors beside them.
 */
export const BOOKING_FAILURE = 'Votre demande n’a pas pu être envoyée';

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
