import { defineArea } from '../area.ts';
import { registerPhysiquePrintRoutes } from './print.ts';
import { registerPhysiqueRoutes } from './results.ts';
import { registerScoreReportRoutes } from './scoreReport.ts';
import { physiqueSchedules, registerPhysiqueTallyRoutes } from './tallies.ts';
import { registerPhysiqueUploadRoutes } from './upload.ts';

export const area = defineArea({
  routes: [
    registerPhysiqueRoutes,
    registerScoreReportRoutes,
    registerPhysiquePrintRoutes,
    registerPhysiqueUploadRoutes,
    registerPhysiqueTallyRoutes,
  ],
  schedules: physiqueSchedules,
});
