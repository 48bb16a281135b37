import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  brandIdsToDeploy,
  manifestFileOf,
  sessionSecretName,
  terminationGracePeriodSeconds,
} from './manifests.ts';
import { renderManifests } from './renderManifests.ts';

// The models of the official Kubernetes API schemas, by the kind a document names.
const models = { ConfigMap, Service, Deployment, HorizontalPodAutoscaler, PodDisruptionBudget };
type Kind = keyof typeof models;

function validated(document: { kind: string }) {
  const Model = models[document.kind as Kind];
  if (!Model) throw new Error(`No model for kind ${document.kind}`);
  const model = new Model(document as never);
  model.validate();
  return model;
}

const committedDocuments = (brand: (typeof brandIdsToDeploy)[number]) =>
  parseAllDocuments(readFileSync(join(import.meta.dirname, '..', manifestFileOf(brand)), 'utf8'))
    .map((document) => document.toJS() as { kind: string; [key: string]: unknown })
    .filter(Boolean);

describe.each(brandIdsToDeploy)('the %s brand’s Kubernetes manifests', (brand) => {
  const documents = committedDocuments(brand);
  const ofKind = (kind: Kind) => documents.find((document) => document.kind === kind) as never;

  it('are what deploy/src/manifests.ts writes (npm run manifests -w @shop/deploy)', () => {
    const file = join(import.meta.dirname, '..', manifestFileOf(brand));
    expect(readFileSync(file, 'utf8')).toBe(renderManifests(brand));
  });

  it('validate against the Kubernetes API schemas', () => {
    expect(documents.map((document) => document.kind).sort()).toEqual([
      'ConfigMap',
      'Deployment',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
      'Service',
    ]);
    for (const document of documents) expect(() => validated(document)).not.toThrow();
  });

  it('probe liveness and readiness, bound resources and outlast the drain', () => {
    const pod = new Deployment(ofKind('Deployment')).spec?.template.spec;
    const container = pod?.containers[0];
    expect(container?.livenessProbe?.httpGet?.path).toBe('/healthz');
    expect(container?.readinessProbe?.httpGet?.path).toBe('/readyz');
    expect(container?.resources?.requests).toMatchObject({ cpu: expect.any(String) });
    expect(container?.resources?.limits).toMatchObject({ memory: expect.any(String) });
    expect(container?.securityContext?.readOnlyRootFilesystem).toBe(true);
    // The server drains for up to 10 s after SIGTERM, after a pre-stop pause.
    expect(pod?.terminationGracePeriodSeconds).toBe(terminationGracePeriodSeconds);
    expect(terminationGracePeriodSeconds).toBeGreaterThan(10 + 5);
    const sessionPassword = container?.env?.find(({ name }) => name === 'SESSION_PASSWORD');
    expect(sessionPassword?.valueFrom?.secretKeyRef?.name).toBe(sessionSecretName);
    expect(JSON.stringify(ofKind('ConfigMap'))).not.toContain('SESSION_PASSWORD');
  });
});

describe('the schema check', () => {
  it('refuses a manifest the API server would refuse', () => {
    const [, deployment] = committedDocuments('main') as [unknown, { spec: object }];
    const broken = { ...deployment, spec: { ...deployment.spec, replicas: 'three' } };
    expect(() => validated(broken as never)).toThrow();
  });
});
