// Shared by the in-process benchmarks (ledger, checkout): run loops of an operation for a while and
// read percentiles of what they took.

/** The p-th percentile of ascending `sorted` (0 for none). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `connections` loops of `operation` for `seconds`; answers each latency in ms and the errors. */
export async function runFor(seconds, connections, operation) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          await operation(loop);
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  return { latencies, errors, firstError, seconds: (performance.now() - started) / 1000 };
}

/** A positive number from the environment, or `fallback`. */
export function setting(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, not "${raw}"`);
  return value;
}

/** `bench/results/<name>-<timestamp>.json` */
export function resultFileName(name) {
  return `${name}-${new Date()
    .toISOString()
    .replace(/:/g, '-')
    .replace(/\.\d+Z$/, 'Z')}.json`;
}
