export { defaultSpinnerDelay, Spinner, type SpinnerProps, type SpinnerSize, spinnerSizes } from './Spinner.tsx';
