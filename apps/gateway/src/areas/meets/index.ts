import { defineArea } from '../area.ts';
import { registerMeetArrangeRoutes } from './meetArrange.ts';
import { registerMeetCalendarRoutes } from './meetCalendar.ts';
import { registerMeetCertificateRoutes } from './meetCertificates.ts';
import { registerMeetEntryRoutes } from './meetEntries.ts';
import { registerMeetEventRoutes } from './meetEvents.ts';
import { registerMeetGalleryRoutes } from './meetGallery.ts';
import { registerMeetLiveRoutes } from './meetLive.ts';
import { registerMeetResultRoutes } from './meetResults.ts';
import { registerMeetRoutes } from './meets.ts';
import { registerMeetTeamRoutes } from './meetTeams.ts';

export const area = defineArea({
  routes: [
    registerMeetRoutes,
    registerMeetEventRoutes,
    registerMeetEntryRoutes,
    registerMeetTeamRoutes,
    registerMeetCalendarRoutes,
    registerMeetArrangeRoutes,
    registerMeetResultRoutes,
    registerMeetCertificateRoutes,
    registerMeetGalleryRoutes,
    registerMeetLiveRoutes,
  ],
});
