import { defineArea } from '../area.ts';
import { registerBannerRoutes } from './banners.ts';
import { registerCategoryRoutes } from './categories.ts';
import { registerLessonSharingRoutes } from './lessonSharing.ts';
import { registerLessonRoutes } from './lessons.ts';
import { registerWikiRoutes } from './wiki.ts';

export const area = defineArea({
  routes: [
    registerCategoryRoutes,
    registerBannerRoutes,
    registerWikiRoutes,
    registerLessonRoutes,
    registerLessonSharingRoutes,
  ],
});
