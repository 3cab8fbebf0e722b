export { Progress, type ProgressProps } from "./progress.js";
export { PROGRESS_INDETERMINATE_DURATION, progressVariants } from "./progress.shared.js";
