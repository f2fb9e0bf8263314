export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarSize,
  type ProgressBarTone,
  progressBarSizes,
  progressBarTones,
} from './ProgressBar.tsx';
