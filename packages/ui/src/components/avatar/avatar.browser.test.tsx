import { render } from "vitest-browser-react";
import { expect, test } from "vitest";
import { Avatar, AvatarFallback, AvatarImage } from "./avatar.js";
import { initials } from "./avatar.shared.js";

const pixel = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="gray"/></svg>')}`;

test("a broken image URL (a local 404, no network) keeps the initials, named for assistive tech", async () => {
  const url = new URL("/__no-such-avatar.png", location.origin).href;
  // the URL really fails in this browser
  const status = await fetch(url).then((response) => response.status);
  expect(status).toBe(404);
  const statuses: string[] = [];
  const screen = await render(
    <Avatar size="lg">
      <AvatarImage src={url} alt="Ada Lovelace" onLoadingStatusChange={(s) => statuses.push(s)} />
      <AvatarFallback label="Ada Lovelace">AL</AvatarFallback>
    </Avatar>,
  );
  await expect.poll(() => statuses).toContain("error");
  const fallback = screen.getByRole("img", { name: "Ada Lovelace" });
  await expect.element(fallback).toHaveAttribute("data-slot", "avatar-fallback");
  await expect.element(fallback).toHaveTextContent("AL");
  expect(document.querySelector("img")).toBeNull();
  await expect.element(screen.getByText("AL")).toHaveAttribute("aria-hidden", "true");
  const root = document.querySelector("[data-slot=avatar]") as HTMLElement;
  expect(root.getAttribute("data-size")).toBe("lg");
  expect(root.getBoundingClientRect().width).toBe(48);
});

test("a loading image shows the fallback first, then replaces it", async () => {
  const screen = await render(
    <Avatar>
      <AvatarImage src={pixel} alt="Grace Hopper" />
      <AvatarFallback>GH</AvatarFallback>
    </Avatar>,
  );
  const image = screen.getByRole("img", { name: "Grace Hopper" });
  await expect.element(image).toHaveAttribute("data-slot", "avatar-image");
  expect(image.element().tagName).toBe("IMG");
  expect(document.querySelector("[data-slot=avatar-fallback]")).toBeNull();
});

test("the fallback can wait (delayMs), so a fast image never flashes initials", async () => {
  // when the initials entered the page, against a time taken before the render began: a busy machine can only
  // make them later (a check for "not there yet" right after the render would depend on how soon it runs)
  let shownAt: number | undefined;
  const observer = new MutationObserver(() => {
    if (document.querySelector("[data-slot=avatar-fallback]")) shownAt ??= performance.now();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const before = performance.now();
  const screen = await render(
    <Avatar>
      <AvatarImage src={new URL("/__no-such-avatar.png", location.origin).href} alt="" />
      <AvatarFallback delayMs={400}>AL</AvatarFallback>
    </Avatar>,
  );
  await expect.element(screen.getByText("AL")).toBeVisible();
  observer.disconnect();
  expect(shownAt! - before).toBeGreaterThanOrEqual(400);
});

test("initials(): first and last word, upper-cased, whole characters", () => {
  expect(initials("Ada Lovelace")).toBe("AL");
  expect(initials("  grace   brewster murray hopper ")).toBe("GH");
  expect(initials("Ängström")).toBe("Ä");
  expect(initials("𝒜da Byron")).toBe("𝒜B");
  expect(initials("")).toBe("");
});
