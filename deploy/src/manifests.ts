import { brands, type BrandId } from '@shop/brands';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';

/** The port every storefront container listens on (each site's own default applies outside). */
const containerPort = 3000;
/** Prometheus scrapes here; never exposed by the Service. */
const metricsPort = 9464;
/**
 * How long a stopping instance may take: the server's drain (readiness off, then up to 10 s for
 * requests in flight) plus the pre-stop pause that lets the endpoints controller and the load
 * balancer forget the pod first.
 */
export const terminationGracePeriodSeconds = 30;
const preStopPauseSeconds = 5;

/** The Secret that holds `SESSION_PASSWORD`, made by the operator (the README says how). */
export const sessionSecretName = 'shop-session';

function siteOf(brand: BrandId) {
  const name = `${brand}-brand`;
  return {
    name,
    app: `shop-${name}`,
    image: `registry.example.com/shop/${name}:1.0.0`,
    labels: { 'app.kubernetes.io/name': `shop-${name}`, 'app.kubernetes.io/part-of': 'shop' },
  };
}

type Site = ReturnType<typeof siteOf>;

/** The pods: probes on /healthz and /readyz, bounded resources, non-root and read-only. */
function deploymentOf(
  site: Site,
  metadata: { name: string; labels: Site['labels'] },
  selector: { matchLabels: Site['labels'] },
) {
  const probe = (path: string, periodSeconds: number, failureThreshold: number) => ({
    httpGet: { path, port: 'http' },
    periodSeconds,
    timeoutSeconds: 2,
    failureThreshold,
  });

  return new Deployment({
    metadata,
    spec: {
      replicas: 3,
      selector,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0, maxSurge: 1 } },
      template: {
        metadata: {
          labels: site.labels,
          annotations: {
            'prometheus.io/scrape': 'true',
            'prometheus.io/port': String(metricsPort),
          },
        },
        spec: {
          terminationGracePeriodSeconds,
          securityContext: { runAsNonRoot: true, runAsUser: 1000, runAsGroup: 1000 },
          containers: [
            {
              name: 'storefront',
              image: site.image,
              ports: [
                { name: 'http', containerPort },
                { name: 'metrics', containerPort: metricsPort },
              ],
              envFrom: [{ configMapRef: { name: site.app } }],
              env: [
                {
                  name: 'SESSION_PASSWORD',
                  valueFrom: { secretKeyRef: { name: sessionSecretName, key: 'SESSION_PASSWORD' } },
                },
              ],
              resources: {
                requests: { cpu: '500m', memory: '256Mi' },
                limits: { cpu: '1', memory: '512Mi' },
              },
              startupProbe: probe('/healthz', 2, 15),
              livenessProbe: probe('/healthz', 10, 3),
              readinessProbe: probe('/readyz', 5, 2),
              lifecycle: { preStop: { sleep: { seconds: preStopPauseSeconds } } },
              securityContext: {
                allowPrivilegeEscalation: false,
                readOnlyRootFilesystem: true,
                capabilities: { drop: ['ALL'] },
              },
              volumeMounts: [{ name: 'tmp', mountPath: '/tmp' }],
            },
          ],
          volumes: [{ name: 'tmp', emptyDir: {} }],
        },
      },
    },
  });
}

/** Everything one storefront needs in a cluster, valid against the Kubernetes API schemas. */
export function siteManifests(brand: BrandId) {
  const site = siteOf(brand);
  const selector = { matchLabels: site.labels };
  const metadata = { name: site.app, labels: site.labels };
  const configMap = new ConfigMap({
    metadata,
    data: {
      // One process per pod: the orchestrator scales pods, not workers.
      WEB_CONCURRENCY: '1',
      HOST: '0.0.0.0',
      PORT: String(containerPort),
      METRICS_PORT: String(metricsPort),
      PRODUCT_API_URL: 'http://product-api.shop.svc.cluster.local/',
      PUBLIC_ORIGIN: `https://${site.name}.example.com`,
      // One hop: the ingress controller in front of the Service.
      TRUST_PROXY: '1',
      // Longer than the load balancer's idle timeout, so it never reuses a connection we closed.
      KEEP_ALIVE_TIMEOUT_MS: '65000',
      SECURE_COOKIES: 'true',
      LOG_LEVEL: 'info',
    },
  });

  const deployment = deploymentOf(site, metadata, selector);

  const service = new Service({
    metadata,
    spec: {
      selector: site.labels,
      ports: [{ name: 'http', port: 80, targetPort: 'http' }],
    },
  });

  const autoscaler = new HorizontalPodAutoscaler({
    metadata,
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: site.app },
      minReplicas: 3,
      maxReplicas: 20,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 65 } },
        },
      ],
    },
  });

  const disruptionBudget = new PodDisruptionBudget({
    metadata,
    spec: { minAvailable: 2, selector },
  });

  return [configMap, deployment, service, autoscaler, disruptionBudget];
}

/** The file of each brand's manifests, relative to deploy/. */
export const manifestFileOf = (brand: BrandId) => `kubernetes/${siteOf(brand).name}.yaml`;

export const brandIdsToDeploy = brands.map((brand) => brand.id);
