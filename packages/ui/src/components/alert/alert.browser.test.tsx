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
