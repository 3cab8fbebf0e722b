export { cn } from "./lib/cn.js";
export * from "./components/button/index.js";
