export {
  type ScheduleEvent,
  type ScheduleEventColor,
  ScheduleView,
  type ScheduleViewMode,
  type ScheduleViewProps,
  scheduleEventColors,
  scheduleViews,
} from './ScheduleView.tsx';
