import { VENUE_TYPES, type VenueType } from '@school-sports/domain';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The localised name of a venue type ("操场"). */
export function useVenueTypeLabel(): (type: VenueType) => string {
  const intl = useIntl();
  return useCallback((type: VenueType) => intl.formatMessage({ id: `venues.type.${type}` }), [intl]);
}

/** The venue types as options of a select, in the order the domain lists them. */
export function useVenueTypeOptions(): { id: VenueType; label: string }[] {
  const label = useVenueTypeLabel();
  return VENUE_TYPES.map((type) => ({ id: type, label: label(type) }));
}
