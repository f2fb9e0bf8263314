import { defineArea } from '../area.ts';
import { registerBookingRoutes } from './booking.ts';
import { registerClassTestRoutes } from './classTests.ts';
import { registerResultCorrectionRoutes } from './corrections.ts';
import { registerResultEntryRoutes } from './entry.ts';
import { registerExemptionRoutes } from './exemptions.ts';
import { registerExerciseRecordRoutes } from './exerciseRecords.ts';
import { registerTestPlanProgressRoutes } from './progress.ts';
import { rescoringSchedules } from './rescoring.ts';
import { registerResultImportRoutes } from './resultImport.ts';
import { registerScoreSearchRoutes } from './scoreSearch.ts';
import { scorePlacedReadings } from './scoring.ts';
import { registerTestPlanRoutes } from './testPlans.ts';

export const area = defineArea({
  routes: [
    registerTestPlanRoutes,
    registerResultEntryRoutes,
    registerResultImportRoutes,
    registerResultCorrectionRoutes,
    registerScoreSearchRoutes,
    registerExerciseRecordRoutes,
    registerClassTestRoutes,
    registerTestPlanProgressRoutes,
    registerExemptionRoutes,
    registerBookingRoutes,
  ],
  jobs: [scorePlacedReadings],
  schedules: rescoringSchedules,
});
