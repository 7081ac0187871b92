/*
 * Change signals (decision 072): an instance that changes
 * something other instances keep in memory says so, and every instance drops what it kept. An area
 * subscribes the clearing of its own cache to a topic and publishes the topic after its write has
 * committed; the signals never carry data, only "this kind of thing changed".
 */

/** What changed: `directory` (businesses, products, reviews: searches, pages, sitemaps), `settings`. */
export const SIGNAL_TOPICS = ['directory', 'settings'] as const;
export type TSignalTopic = (typeof SIGNAL_TOPICS)[number];

export const isSignalTopic = (value: unknown): value is TSignalTopic =>
  typeof value === 'string' && (SIGNAL_TOPICS as readonly string[]).includes(value);

export interface TChangeSignals {
  /**
   * Runs this instance's subscribers of `topic` now and tells every other instance to run theirs.
   * Call it after the change has committed. Never throws: a signal that cannot be sent is logged
   * (the caches' own time to live is the backstop).
   */
  publish(topic: TSignalTopic): Promise<void>;
  /** Runs `handler` whenever `topic` is published (here or by another instance); answers an unsubscribe. */
  subscribe(topic: TSignalTopic, handler: () => void): () => void;
  /** Stops listening (the server's shutdown). */
  close(): Promise<void>;
}

/** The subscribers of one instance, by topic. */
export function createSubscribers() {
  const handlers = new Map<TSignalTopic, Set<() => void>>();
  const run = (handler: () => void) => {
    try {
      handler();
    } catch {
      // A subscriber only clears memory; one that throws must not keep the others from clearing.
    }
  };
  return {
    add(topic: TSignalTopic, handler: () => void) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    run(topic: TSignalTopic) {
      for (const handler of handlers.get(topic) ?? []) run(handler);
    },
    runAll() {
      for (const set of handlers.values()) for (const handler of set) run(handler);
    },
  };
}
