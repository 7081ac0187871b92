// One load run with autocannon's programmatic API. Latencies of the 2xx responses are collected from
// its `response` events (autocannon's own percentiles have no p95) and reduced to exact percentiles.
import autocannon from 'autocannon';

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (value, digits = 2) => (value === null ? null : Number(value.toFixed(digits)));

/**
 * Runs `connections` keep-alive connections against `baseUrl + request.path` (or each of
 * `request.paths` in turn) for `duration` seconds.
 * Answers requests/s (every completed response), latency percentiles in ms (2xx only) and the failures.
 */
export async function measure(baseUrl, request, { connections, duration }) {
  const latencies = [];
  // `request.paths` (optional): the requests take these paths in turn instead of `request.path`,
  // carrying on where the previous run (the warm-up) stopped.
  const rotate = request.paths?.length
    ? [
        {
          setupRequest: (req) => {
            request.turn = (request.turn ?? 0) + 1;
            return { ...req, path: request.paths[request.turn % request.paths.length] };
          },
        },
      ]
    : undefined;
  const instance = autocannon({
    url: baseUrl + (request.paths?.[0] ?? request.path),
    method: request.method,
    headers: request.headers ?? {},
    body: request.body,
    requests: rotate,
    connections,
    duration,
    timeout: 10,
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const completed = result.requests.total;
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
  );
  return {
    connections,
    duration_s: result.duration,
    requests: completed,
    rps: round(completed / result.duration, 1),
    p50_ms: round(percentile(latencies, 50)),
    p95_ms: round(percentile(latencies, 95)),
    p99_ms: round(percentile(latencies, 99)),
    mean_ms: round(
      latencies.length ? latencies.reduce((sum, value) => sum + value, 0) / latencies.length : null,
    ),
    max_ms: round(latencies.at(-1) ?? null),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status_codes: statusCodes,
  };
}
