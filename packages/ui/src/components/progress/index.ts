export {
  PROGRESS_INDETERMINATE_DURATION,
  Progress,
  progressVariants,
  type ProgressProps,
} from "./progress.js";
