// The Kubernetes manifests in docker/k8s, checked offline: every document against the Kubernetes JSON
// schemas (kubernetes-models: the API's OpenAPI schemas compiled with ajv), then what the schemas cannot
// say: probes on the right endpoints, resources everywhere, disruption budgets and Services that select
// real pods, required secrets, no Auth emulator, a grace period longer than the API's shutdown.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseAllDocuments } from 'yaml';

const K8S = join(import.meta.dirname, '..', '..', 'docker', 'k8s');

/** Validates one manifest object against its kind's schema; returns the error messages (none: valid). */
export async function schemaErrors(manifest) {
  const group = manifest.apiVersion; // 'v1', 'apps/v1', 'networking.k8s.io/v1', ...
  let Model;
  try {
    Model = (await import(`kubernetes-models/${group}/${manifest.kind}`))[manifest.kind];
  } catch {
    return [`unknown apiVersion/kind ${group} ${manifest.kind}`];
  }
  try {
    new Model(manifest).validate();
    return [];
  } catch (error) {
    return [error.message];
  }
}

function loadManifests() {
  return readdirSync(K8S)
    .filter((file) => file.endsWith('.yaml'))
    .flatMap((file) =>
      parseAllDocuments(readFileSync(join(K8S, file), 'utf8')).map((document, index) => {
        assert.deepEqual(document.errors, [], `${file} document ${index + 1}: YAML errors`);
        return { file, manifest: document.toJS() };
      }),
    );
}

const manifests = loadManifests();
const ofKind = (kind) =>
  manifests.filter(({ manifest }) => manifest.kind === kind).map(({ manifest }) => manifest);
const matches = (selector, labels) =>
  Object.entries(selector).every(([key, value]) => labels?.[key] === value);
const deployments = ofKind('Deployment');
const api = deployments.find((d) => d.metadata.name === 'ferieplan-api');
const apiConfig = ofKind('ConfigMap').find((c) => c.metadata.name === 'ferieplan-api');

describe('docker/k8s manifests', () => {
  it('are valid against the Kubernetes schemas', async () => {
    assert.ok(manifests.length >= 10, 'manifests found');
    for (const { file, manifest } of manifests) {
      assert.deepEqual(
        await schemaErrors(manifest),
        [],
        `${file}: ${manifest.kind} ${manifest.metadata?.name}`,
      );
    }
  });

  it('the schema check catches a broken manifest (it can fail)', async () => {
    const broken = structuredClone(api);
    broken.spec.replicas = 'three';
    delete broken.spec.selector;
    const errors = await schemaErrors(broken);
    assert.match(errors.join('\n'), /replicas must be integer/);
    assert.match(errors.join('\n'), /selector/);
  });

  it('the API: separate liveness and readiness probes, bounded resources, a grace period longer than its shutdown', () => {
    const [container] = api.spec.template.spec.containers;
    assert.equal(container.livenessProbe.httpGet.path, '/api/health/live');
    assert.equal(container.startupProbe.httpGet.path, '/api/health/live');
    assert.equal(container.readinessProbe.httpGet.path, '/api/health/ready');
    const ports = container.ports.map((p) => p.name);
    for (const probe of ['livenessProbe', 'readinessProbe', 'startupProbe']) {
      assert.ok(ports.includes(container[probe].httpGet.port), `${probe} port`);
    }
    const shutdownMs = Number(apiConfig.data.SHUTDOWN_DELAY_MS) + Number(apiConfig.data.SHUTDOWN_TIMEOUT_MS);
    assert.ok(
      api.spec.template.spec.terminationGracePeriodSeconds * 1000 > shutdownMs,
      'grace period > delay + timeout',
    );
    assert.equal(api.spec.strategy.rollingUpdate.maxUnavailable, 0);
  });

  it('every container has resource requests and limits and runs as non-root on a read-only filesystem', () => {
    for (const deployment of deployments) {
      const pod = deployment.spec.template.spec;
      assert.equal(pod.securityContext?.runAsNonRoot, true, deployment.metadata.name);
      for (const container of pod.containers) {
        const where = `${deployment.metadata.name}/${container.name}`;
        for (const kind of ['requests', 'limits']) {
          assert.ok(container.resources?.[kind]?.cpu && container.resources[kind].memory, `${where} ${kind}`);
        }
        assert.equal(container.securityContext?.readOnlyRootFilesystem, true, where);
        assert.ok(container.readinessProbe && container.livenessProbe, `${where} probes`);
      }
    }
  });

  it('every Deployment has a PodDisruptionBudget and a Service that select its pods', () => {
    for (const deployment of deployments) {
      const labels = deployment.spec.template.metadata.labels;
      assert.ok(
        matches(deployment.spec.selector.matchLabels, labels),
        `${deployment.metadata.name} selector`,
      );
      const budget = ofKind('PodDisruptionBudget').find((b) => matches(b.spec.selector.matchLabels, labels));
      assert.ok(budget, `${deployment.metadata.name}: PodDisruptionBudget`);
      assert.ok(
        budget.spec.maxUnavailable < deployment.spec.replicas ||
          budget.spec.minAvailable < deployment.spec.replicas,
      );
      assert.ok(
        ofKind('Service').some((s) => matches(s.spec.selector, labels)),
        `${deployment.metadata.name}: Service`,
      );
    }
  });

  it('secrets are required from a Secret (never a value or a default in a file), and no Auth emulator', () => {
    const [container] = api.spec.template.spec.containers;
    for (const name of [
      'DATABASE_URL',
      'REDIS_URL',
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMTP_URL',
      'METRICS_TOKEN',
    ]) {
      const variable = container.env.find((e) => e.name === name);
      assert.ok(variable?.valueFrom?.secretKeyRef, `${name} from a Secret`);
      assert.notEqual(variable.valueFrom.secretKeyRef.optional, true, `${name} required`);
    }
    const everything = JSON.stringify(manifests);
    assert.doesNotMatch(everything, /FIREBASE_AUTH_EMULATOR/);
    assert.doesNotMatch(everything, /whsec_|sk_live_|sk_test_/);
  });

  it('the API pods announce their metrics for scraping, on a port the container serves', () => {
    const { annotations } = api.spec.template.metadata;
    const [container] = api.spec.template.spec.containers;
    assert.equal(annotations['prometheus.io/scrape'], 'true');
    assert.equal(annotations['prometheus.io/path'], '/api/metrics');
    assert.ok(container.ports.some((p) => String(p.containerPort) === annotations['prometheus.io/port']));
  });

  it('the Ingress routes to Services that exist, by port name', () => {
    const services = new Map(ofKind('Service').map((s) => [s.metadata.name, s]));
    for (const rule of ofKind('Ingress').flatMap((i) => i.spec.rules)) {
      for (const { backend } of rule.http.paths) {
        const service = services.get(backend.service.name);
        assert.ok(service, `${rule.host}: ${backend.service.name}`);
        assert.ok(
          service.spec.ports.some((p) => p.name === backend.service.port.name),
          `${rule.host}: port`,
        );
      }
    }
  });
});
