import { page, userEvent } from "vitest/browser";
import { render } from "vitest-browser-react";
import { useState } from "react";
import { expect, test } from "vitest";
import { ALERT_ROLES, Alert, AlertDescription, AlertTitle } from "./alert.js";

test("each variant has its live-region role, icon and data-variant", async () => {
  const screen = await render(
    <div>
      {(["info", "success", "warning", "destructive"] as const).map((variant) => (
        <Alert key={variant} variant={variant} data-testid={variant}>
          <AlertTitle>{variant} title</AlertTitle>
          <AlertDescription>{variant} text</AlertDescription>
        </Alert>
      ))}
    </div>,
  );
  for (const [variant, role] of Object.entries(ALERT_ROLES)) {
    const alert = screen.getByTestId(variant);
    await expect.element(alert).toHaveAttribute("role", role);
    await expect.element(alert).toHaveAttribute("data-variant", variant);
    // a decorative icon, hidden from assistive tech
    expect(alert.element().querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  }
  expect(ALERT_ROLES).toEqual({ info: "status", success: "status", warning: "alert", destructive: "alert" });
  expect(screen.getByRole("status").elements()).toHaveLength(2);
  expect(screen.getByRole("alert").elements()).toHaveLength(2);
});

test("an alert rendered on an event is in an assertive live region; role can be overridden", async () => {
  function Sync() {
    const [failed, setFailed] = useState(false);
    return (
      <>
        <button onClick={() => setFailed(true)}>Sync</button>
        {failed ? (
          <Alert variant="destructive">
            <AlertTitle>Sync failed</AlertTitle>
          </Alert>
        ) : null}
        <Alert role="note" icon={null}>
          <AlertDescription>Static hint</AlertDescription>
        </Alert>
      </>
    );
  }
  const screen = await render(<Sync />);
  expect(document.querySelector("[role=alert]")).toBeNull();
  await expect.element(screen.getByRole("note")).toHaveTextContent("Static hint");
  expect(screen.getByRole("note").element().querySelector("svg")).toBeNull();
  (screen.getByRole("button").element() as HTMLElement).focus();
  await userEvent.keyboard("{Enter}");
  await expect.element(page.getByRole("alert")).toHaveTextContent("Sync failed");
});

/** The colour an element's background paints over the page, as sRGB bytes (resolves oklch and alpha). */
function painted(color: string, under: string): [number, number, number] {
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  context.fillStyle = under;
  context.fillRect(0, 0, 1, 1);
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!];
}

test.each(["light", "dark"])(
  "%s theme: destructive is tinted as clearly as info, success and warning",
  async (theme) => {
    document.documentElement.setAttribute("data-theme", theme);
    try {
      const screen = await render(
        <div className="bg-background">
          {(["info", "success", "warning", "destructive"] as const).map((variant) => (
            <Alert key={variant} variant={variant} data-testid={variant}>
              <AlertTitle>{variant}</AlertTitle>
            </Alert>
          ))}
        </div>,
      );
      const page = getComputedStyle(screen.container.firstElementChild!).backgroundColor;
      const base = painted(page, page);
      const tint = (variant: string) => {
        const color = painted(getComputedStyle(screen.getByTestId(variant).element()).backgroundColor, page);
        return Math.hypot(...color.map((channel, i) => channel - base[i]!));
      };
      const weakest = Math.min(tint("info"), tint("success"), tint("warning"));
      expect(tint("destructive")).toBeGreaterThanOrEqual(weakest * 0.8);
    } finally {
      document.documentElement.removeAttribute("data-theme");
    }
  },
);
