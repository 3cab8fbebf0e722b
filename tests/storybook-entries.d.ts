// @storybook/react ships its preview entries without declarations; the defaults test runs this one in Node.
declare module "@storybook/react/entry-preview-argtypes" {
  import type { ArgTypesEnhancer, Parameters } from "storybook/internal/types";
  export const argTypesEnhancers: ArgTypesEnhancer[];
  export const parameters: Parameters;
}
