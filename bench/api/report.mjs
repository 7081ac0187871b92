// Presentation of the API benchmark: the console table and the JSON results document.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const fixed = (value, digits) => (value === null || value === undefined ? '–' : value.toFixed(digits));

/** 0.0042×, 0.037×, 0.11×, 7.42×, 13.3×: two significant digits below 1, so small ratios stay readable. */
const times = (value) => {
  if (value === null) return '–';
  return `${value < 1 ? value.toPrecision(2) : value.toFixed(value < 10 ? 2 : 1)}×`;
};

function table(head, rows) {
  const widths = head.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' │ ');
  const rule = widths.map((width) => '─'.repeat(width)).join('─┼─');
  return [line(head), rule, ...rows.map(line)].join('\n');
}

function wrap(text, width = 100, indent = '  ') {
  const lines = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if (current && current.length + word.length + 1 > width) {
      lines.push(current);
      current = '';
    }
    current = current ? `${current} ${word}` : word;
  }
  if (current) lines.push(current);
  return lines.map((line, i) => (i === 0 ? indent : `${indent}  `) + line).join('\n');
}

/**
 * The console report: one row per scenario, each under the row of the bare-server run it is compared
 * with (same connections and duration).
 */
export function printReport(baselineTitle, results) {
  const head = [
    'Scenario',
    'conn',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'non-2xx/err',
    'req/s ratio',
    'p99 ratio',
  ];
  const row = (title, stats, ratios) => [
    title,
    String(stats.connections),
    fixed(stats.rps, 0),
    fixed(stats.p50_ms, 2),
    fixed(stats.p95_ms, 2),
    fixed(stats.p99_ms, 2),
    `${stats.non2xx}/${stats.errors}`,
    ratios ? times(ratios.rps) : '(base)',
    ratios ? times(ratios.p99) : '(base)',
  ];
  const rows = [];
  let lastBaseline;
  for (const result of results) {
    if (result.baseline !== lastBaseline) {
      lastBaseline = result.baseline;
      rows.push(row(baselineTitle, result.baselineStats));
    }
    rows.push(row(`  ${result.title}`, result.stats, result.ratio));
  }
  console.log(`\n${table(head, rows)}\n`);
  console.log(
    wrap(
      'req/s ratio = scenario req/s ÷ bare req/s (1.00× = as fast as bare Fastify; lower is slower). ' +
        'p99 ratio = scenario p99 ÷ bare p99 (higher is slower). Each scenario is compared with the ' +
        `"${baselineTitle}" row above it, measured in this run with the same connections and duration. ` +
        'Latencies are of 2xx responses; non-2xx/err must be 0/0 for the figures to mean anything.',
    ),
  );
  for (const result of results) if (result.note) console.log(wrap(`${result.title}: ${result.note}`));
}

function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The machine the figures come from; a busy machine (load average) makes them noisy. */
export function describeEnvironment(cwd) {
  return {
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpus: os.availableParallelism(),
    cpu_model: os.cpus()[0]?.model ?? null,
    memory_gib: Number((os.totalmem() / 2 ** 30).toFixed(1)),
    load_average_1m_at_start: Number(os.loadavg()[0].toFixed(2)),
    commit: gitCommit(cwd),
  };
}

const round = (value) => (value === null ? null : Number(value.toPrecision(4)));

/** The document written to bench/results/api-<timestamp>.json. */
export function resultsDocument({ startedAt, environment, settings, baselineTitle, baselines, results }) {
  return {
    benchmark: 'api',
    started_at: startedAt.toISOString(),
    finished_at: new Date().toISOString(),
    environment,
    settings: {
      duration_s: settings.duration,
      warmup_s: settings.warmup,
      connections: settings.connections,
    },
    baseline: { title: baselineTitle, runs: Object.fromEntries(baselines) },
    scenarios: results.map(({ baselineStats: _, ratio, ...rest }) => ({
      ...rest,
      ratio: {
        rps: round(ratio.rps),
        p50: round(ratio.p50),
        p95: round(ratio.p95),
        p99: round(ratio.p99),
      },
    })),
  };
}
