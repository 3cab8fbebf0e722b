export { Section, sectionVariants, type SectionProps } from "./section.js";
