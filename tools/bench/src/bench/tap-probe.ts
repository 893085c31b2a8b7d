// What a tap costs the visitor, seen from inside the page: the Event Timing entries of the tap
// (their duration runs from the touch to the next paint after its handlers: input delay,
// processing and presentation, what INP measures) and the first frame in which each expected
// response is drawn. The functions that run in the page declare no named function inside them
// (page-ready.ts says why; page-functions.test.ts checks).

/** A DOM condition: an element matching `selector` is shown (and reads `text`, when given). */
export interface DomCondition {
  /** A CSS selector. */
  selector: string;
  text?: string;
}

export interface EventEntry {
  name: string;
  startTime: number;
  duration: number;
  interactionId: number;
}

export interface TapProbe {
  /** timeStamp of the first pointerdown or touchstart (the tap), on the page's clock. */
  tapAt: number | null;
  /** performance.now() at the first frame in which each watched condition held. */
  visibleAt: Record<string, number>;
  /** Conditions that already held when they were first watched (a broken scenario). */
  heldBefore: string[];
  events: EventEntry[];
  firstInput: EventEntry | null;
}

interface ProbeWindow {
  __tuliaBenchTap?: TapProbe;
}

/** Runs in the page before its scripts: records the tap and its Event Timing entries. */
export function installTapProbe(): void {
  const probe: TapProbe = { tapAt: null, visibleAt: {}, heldBefore: [], events: [], firstInput: null };
  (window as ProbeWindow).__tuliaBenchTap = probe;
  for (const type of ['pointerdown', 'touchstart']) {
    addEventListener(
      type,
      (event) => {
        if (probe.tapAt === null) probe.tapAt = event.timeStamp;
      },
      { capture: true, passive: true },
    );
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const timing = entry as PerformanceEntry & { interactionId?: number };
        probe.events.push({ name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: timing.interactionId ?? 0 });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      const entry = list.getEntries()[0] as (PerformanceEntry & { interactionId?: number }) | undefined;
      if (entry) probe.firstInput = { name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId ?? 0 };
    }).observe({ type: 'first-input', buffered: true });
  } catch {
    // No Event Timing in this browser: the durations stay unknown.
  }
}

/** Runs in the page: whether the condition holds now. */
export function conditionHolds(condition: DomCondition): boolean {
  // A method, not a named arrow function (see the note at the top).
  const is = {
    shown(element: Element): boolean {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
    },
  };
  return Array.from(document.querySelectorAll(condition.selector)).some(
    (element) => is.shown(element) && (condition.text === undefined || (element.textContent ?? '').replace(/\s+/g, ' ').trim() === condition.text),
  );
}

/**
 * Runs in the page: checks the conditions on every animation frame (a frame's callbacks run just
 * before it is painted) and records when each first holds, for up to `timeoutMs`. What
 * untilConditionsSeen awaits: one call after the tap instead of polling, so that the bench adds
 * no work of its own (Playwright's polling script) to the main thread it measures.
 */
export function watchConditions({ conditions, timeoutMs }: { conditions: Record<string, DomCondition>; timeoutMs: number }): void {
  const probe = (window as ProbeWindow).__tuliaBenchTap;
  if (!probe) throw new Error('the tap probe was not installed in the page');
  // conditionHolds, installed beside the probe (a function cannot be passed in).
  const holds = (window as unknown as { __tuliaBenchHolds?: (condition: DomCondition) => boolean }).__tuliaBenchHolds;
  if (!holds) throw new Error('the condition check was not installed in the page');
  for (const [name, condition] of Object.entries(conditions)) if (holds(condition)) probe.heldBefore.push(name);
  const started = performance.now();
  (window as unknown as { __tuliaBenchSeen?: Promise<boolean> }).__tuliaBenchSeen = (async () => {
    while (performance.now() - started < timeoutMs) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const now = performance.now();
      for (const [name, condition] of Object.entries(conditions)) if (probe.visibleAt[name] === undefined && holds(condition)) probe.visibleAt[name] = now;
      if (Object.keys(conditions).every((name) => probe.visibleAt[name] !== undefined)) return true;
    }
    return false;
  })();
}

/** Runs in the page: resolves once every watched condition has held (true) or the watch timed out (false). */
export function untilConditionsSeen(): Promise<boolean> {
  const seen = (window as unknown as { __tuliaBenchSeen?: Promise<boolean> }).__tuliaBenchSeen;
  if (!seen) throw new Error('no conditions are watched in the page');
  return seen;
}

/** Runs in the page: what the probe recorded. */
export function readTapProbe(): TapProbe | null {
  return (window as ProbeWindow).__tuliaBenchTap ?? null;
}

/**
 * The tap's latency as INP counts an interaction: the longest duration among the Event Timing
 * entries of its interaction (the first interaction starting at or after the tap). Entries
 * under the 16 ms threshold are not reported; the first input always is, so it stands in then.
 * null: nothing reported at all (the tap was under 16 ms).
 */
export function tapLatency(probe: Pick<TapProbe, 'tapAt' | 'events' | 'firstInput'>): number | null {
  const { tapAt } = probe;
  if (tapAt === null) return null;
  // Event timestamps and entry start times are the same clock; 1 ms of slack for rounding.
  const after = probe.events.filter((entry) => entry.interactionId > 0 && entry.startTime >= tapAt - 1).sort((a, b) => a.startTime - b.startTime);
  const id = after[0]?.interactionId;
  if (id !== undefined) return Math.max(...after.filter((entry) => entry.interactionId === id).map((entry) => entry.duration));
  if (probe.firstInput && probe.firstInput.startTime >= tapAt - 1) return probe.firstInput.duration;
  return null;
}
