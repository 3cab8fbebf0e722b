import type { StorybookConfig } from "@storybook/react-vite";
import { fileURLToPath } from "node:url";
import { devServerFsDeny } from "@orbitag/dev-services/dev-server";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: [
    "@storybook/addon-docs",
    "@storybook/addon-a11y",
    "@storybook/addon-vitest",
    "@storybook/addon-themes",
    "storybook-addon-pseudo-states",
  ],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    const { default: tailwindcss } = await import("@tailwindcss/vite");
    config.plugins = [...(config.plugins ?? []), tailwindcss()];
    // Storybook documents the kit's source: its stylesheet is compiled from the source entry (hot reload), not
    // read from the last build's dist, while preview.tsx imports it by its published name like any app
    config.resolve ??= {};
    config.resolve.alias = [
      ...(Array.isArray(config.resolve.alias)
        ? config.resolve.alias
        : Object.entries(config.resolve.alias ?? {}).map(([find, replacement]) => ({ find, replacement }))),
      {
        find: /^@orbitag\/ui\/styles\.css$/,
        replacement: fileURLToPath(new URL("../packages/ui/src/styles.css", import.meta.url)),
      },
    ];
    // `storybook dev` serves the checkout at `/@fs/` too: never the local services' secrets and mail
    config.server = {
      ...config.server,
      fs: { ...config.server?.fs, deny: devServerFsDeny(fileURLToPath(new URL("..", import.meta.url))) },
    };
    return config;
  },
};
export default config;
