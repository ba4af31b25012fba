// jsdom has no IntersectionObserver and nothing scrolls in it: this one watches what it is asked to, and a test says
// when an element comes near the screen (bringNear). Test support, not a test.

const watched: { element: Element; report: IntersectionObserverCallback }[] = [];

/** Installs the observer on window (removeFakeIntersectionObserver takes it away). */
export function installFakeIntersectionObserver(): void {
  watched.length = 0;
  window.IntersectionObserver = jest.fn().mockImplementation((report: IntersectionObserverCallback) => {
    const mine: Element[] = [];
    return {
      observe: (element: Element) => {
        mine.push(element);
        watched.push({ element, report });
      },
      disconnect: () => {
        for (const element of mine) {
          const index = watched.findIndex((entry) => entry.element === element && entry.report === report);
          if (index >= 0) watched.splice(index, 1);
        }
        mine.length = 0;
      },
    };
  });
}

export function removeFakeIntersectionObserver(): void {
  watched.length = 0;
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
}

/** Reports `element`, and whatever watched element it contains, as come near the screen to those watching them. */
export function bringNear(element: Element): void {
  for (const { element: target, report } of watched.filter((entry) => element.contains(entry.element))) {
    report([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}

/** How many elements are being watched. */
export function watchedCount(): number {
  return watched.length;
}
