export {
  Heading,
  Text,
  headingVariants,
  textVariants,
  type HeadingProps,
  type TextProps,
} from "./typography.js";
