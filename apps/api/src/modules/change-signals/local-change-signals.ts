import { createSubscribers, type TChangeSignals } from './signal-types.ts';

/** Signals within this process only: one instance, or tests that do not start the listener. */
export function localChangeSignals(): TChangeSignals {
  const subscribers = createSubscribers();
  return {
    async publish(topic) {
      subscribers.run(topic);
    },
    subscribe: (topic, handler) => subscribers.add(topic, handler),
    async close() {},
  };
}
