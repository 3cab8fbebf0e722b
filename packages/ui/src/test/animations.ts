/** Resolves once the element's running animations (an overlay's enter) have finished. */
export async function settled(element: Element): Promise<void> {
  await Promise.all(element.getAnimations().map((animation) => animation.finished));
}
