import { Suspense, use, useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { HYDRATED_ATTRIBUTE, HYDRATES_WHEN_NEAR_ATTRIBUTE } from '@chalein/shared/lib/dom-markers';
import { useHasFirstScreenData } from '@chalein/shared/lib/use-async-data';
import { LoadingState } from '@chalein/shared/ui/status';
import { useNearViewport, watchNearViewport } from '../lib/use-near-viewport';

interface NearScreenProps {
  /**
   * the section's heading, shown with its loading text until the section itself is there; without one (content
   * inside a section the page already titles) only the loading text shows
   */
  title?: string;
  loadingLabel: string;
  surface?: boolean;
  /** the key of the section's data (its useAsyncData call): a page that came with it shows the section at once */
  firstScreenKey: string;
  /** the section, lazily loaded: its code, and the API client it calls, arrive when it nears the screen */
  children: ReactNode;
}

/**
 * What a server-rendered section waits for before it hydrates: the visitor coming near it. A gate that starts open
 * (on the server, or where the browser cannot tell where the section is) is never waited on.
 */
interface NearGate {
  startsOpen: boolean;
  passed: boolean;
  reached: Promise<void>;
  pass: () => void;
}

function createNearGate(startsOpen: boolean): NearGate {
  let resolve: () => void = () => undefined;
  const gate: NearGate = {
    startsOpen,
    passed: startsOpen,
    reached: new Promise<void>((settle) => (resolve = settle)),
    pass: () => {
      gate.passed = true;
      resolve();
    },
  };
  return gate;
}

/**
 * The section once its gate is passed. Suspending here while React hydrates keeps the server's HTML of the section
 * on screen, as it is, until the gate opens; then React loads the section's code and hydrates it. Once the section
 * runs, the wrapper is marked data-hydrated (the page's inline starter holds a tap on one of its buttons until then).
 */
function PastGate({ gate, wrapper, children }: { gate: NearGate; wrapper: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  // called on every render of a gate that starts closed (React replays a render that suspended), never otherwise
  if (!gate.startsOpen) use(gate.reached);
  useEffect(() => {
    // set on the element itself, not through state: a render of the wrapper before the section has hydrated would
    // make React drop the server's HTML of it
    wrapper.current?.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, [wrapper]);
  return children;
}

/**
 * A below-the-fold section of the home page that loads when the visitor scrolls near it.
 *
 * Reached by a link inside the site, it shows the section's heading and loading text until then, so the page has
 * its shape and screen readers its landmarks; the first load of the page carries neither the section's code nor
 * the API client.
 *
 * A page the server rendered with the section's data shows the section itself at once, on the server and in the
 * browser. The browser keeps the server's HTML of it, readable, its links working, and hydrates it only as the
 * visitor scrolls near it: its code is then loaded like the other way. So the first load of the home page does not
 * carry the code of sections nobody has scrolled to, nor spend the main thread hydrating them.
 */
export function NearScreen({ title, loadingLabel, surface, firstScreenKey, children }: NearScreenProps) {
  const ref = useRef<HTMLDivElement>(null);
  const serverRendered = useHasFirstScreenData(firstScreenKey);
  const near = useNearViewport(ref, serverRendered);
  // the server (and a browser that cannot tell where the section is) renders the section straight away
  const [gate] = useState(() => createNearGate(!serverRendered || typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const element = ref.current;
    if (gate.passed || !element) return undefined;
    return watchNearViewport(element, gate.pass);
  }, [gate]);
  const titleId = useId();
  const placeholder = !title ? (
    <LoadingState label={loadingLabel} />
  ) : (
    <section className={surface ? 'section section--surface' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section__title">
          {title}
        </h2>
        <LoadingState label={loadingLabel} />
      </div>
    </section>
  );
  return (
    <div ref={ref} {...{ [HYDRATES_WHEN_NEAR_ATTRIBUTE]: serverRendered ? '' : undefined }}>
      {near ? (
        <Suspense fallback={placeholder}>
          <PastGate gate={gate} wrapper={ref}>
            {children}
          </PastGate>
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
