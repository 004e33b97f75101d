import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parser } from '@prometheus-io/lezer-promql';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { registry } from './metrics.js';

/**
 * docker/observability, checked as Prometheus and Grafana would read it: every alert and dashboard
 * expression parses (Prometheus's own PromQL grammar) and every metric it names is one the API exposes,
 * or one of the few that Prometheus and kube-state-metrics provide.
 */
const FOLDER = join(import.meta.dirname, '..', '..', '..', '..', 'docker', 'observability');
const OUTSIDE_THE_API = new Set(['up', 'kube_pod_container_status_restarts_total']);

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: { severity?: string };
  annotations?: { summary?: string };
}

const rules: Rule[] = (
  parseYaml(readFileSync(join(FOLDER, 'alerts.yaml'), 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);
const dashboard = JSON.parse(readFileSync(join(FOLDER, 'grafana-dashboard.json'), 'utf8')) as {
  panels: { title: string; targets: { expr: string }[] }[];
};

/** Every series name the API's registry exposes (a histogram as its _bucket, _sum and _count). */
async function exposedNames(): Promise<Set<string>> {
  const names = new Set<string>();
  for (const metric of await registry.getMetricsAsJSON()) {
    names.add(metric.name);
    if (String(metric.type) === 'histogram')
      for (const suffix of ['_bucket', '_sum', '_count']) names.add(metric.name + suffix);
  }
  return names;
}

/** The parse errors' positions and the metric names of an expression (Grafana's variables filled in). */
function analyse(expression: string): { errors: number[]; metrics: string[] } {
  const promql = expression.replaceAll('$__rate_interval', '5m').replaceAll('$job', '.+');
  const tree = parser.parse(promql);
  const errors: number[] = [];
  const metrics: string[] = [];
  const cursor = tree.cursor();
  do {
    if (cursor.type.isError) errors.push(cursor.from);
    const name = cursor.name === 'VectorSelector' ? cursor.node.getChild('Identifier') : null;
    if (name) metrics.push(promql.slice(name.from, name.to));
  } while (cursor.next());
  return { errors, metrics };
}

const expressions = [
  ...rules.map((rule) => ({ where: `alert ${rule.alert}`, expr: rule.expr })),
  ...dashboard.panels.flatMap((panel) =>
    panel.targets.map((t) => ({ where: `panel ${panel.title}`, expr: t.expr })),
  ),
];

describe('docker/observability', () => {
  it('the checks can fail: a syntax error and an unknown metric are found', async () => {
    expect(analyse('sum(rate(ferieplan_http_requests_total[5m])').errors).not.toEqual([]);
    expect(analyse('rate(ferieplan_http_requests_totl[5m]) > 1').metrics).toEqual([
      'ferieplan_http_requests_totl',
    ]);
    expect((await exposedNames()).has('ferieplan_http_requests_totl')).toBe(false);
  });

  it.each(expressions)('$where: parses, and names only metrics that exist', async ({ expr }) => {
    const { errors, metrics } = analyse(expr);
    expect(errors, expr).toEqual([]);
    expect(metrics.length, expr).toBeGreaterThan(0);
    const exposed = await exposedNames();
    for (const name of metrics) expect(exposed.has(name) || OUTSIDE_THE_API.has(name), name).toBe(true);
  });

  it('alerts on what operators asked for: 5xx ratio, p99, database down, stuck outbox, mail failures, restarts', () => {
    const named = (metric: string) => rules.filter((rule) => rule.expr.includes(metric));
    expect(named('status_class="5xx"')).toHaveLength(1);
    expect(named('histogram_quantile(0.99')).toHaveLength(1);
    expect(named('ferieplan_database_up')).toHaveLength(1);
    expect(named('ferieplan_outbox_oldest_pending_age_seconds').map((r) => r.expr)).toEqual([
      expect.stringMatching(/> 600\s*$/),
    ]);
    expect(named('ferieplan_mail_deliveries_total')).toHaveLength(1);
    expect(named('kube_pod_container_status_restarts_total')).toHaveLength(1);
    for (const rule of rules) {
      expect(rule.labels?.severity, rule.alert).toMatch(/^(page|warn)$/);
      expect(rule.annotations?.summary, rule.alert).toBeTruthy();
    }
  });

  it('the dashboard shows every metric the API exposes under its own prefix', async () => {
    const shown = expressions
      .filter(({ where }) => where.startsWith('panel'))
      .flatMap(({ expr }) => analyse(expr).metrics.map((name) => name.replace(/_(bucket|sum|count)$/, '')));
    const ours = (await registry.getMetricsAsJSON())
      .map((m) => m.name)
      .filter((n) => n.startsWith('ferieplan_'));
    expect(ours.filter((name) => !shown.includes(name))).toEqual([]);
  });
});
