import path from 'node:path';

// nginx in front of the local cluster's API nodes (docs/decisions/0025-cluster.md): Debian's package run with a config and
// prefix of its own in the cluster's temporary folder, in the foreground, so nothing of the machine's nginx setup
// (its sites, its logs, its service) is read or touched.

export interface NginxConfigOptions {
  /** nginx's prefix: its pid file, logs and temporary files live here */
  prefix: string;
  publicPort: number;
  nodePorts: readonly number[];
}

/** The header naming the node that answered (its address): tests check where a request went. A local cluster only. */
export const NODE_HEADER = 'x-cluster-node';

export function buildNginxConfig({ prefix, publicPort, nodePorts }: NginxConfigOptions): string {
  const inPrefix = (name: string) => path.join(prefix, name);
  const servers = nodePorts
    // passive health checks (open-source nginx has no active ones): a node whose connection fails, times out or that
    // answers 502 or 503 (proxy_next_upstream below says what a failure is) is left alone for 2 s, so a dead or
    // unready node costs one failed attempt, not one per request; the nodes' /readyz is what the cluster's start
    // waits for before nginx sends any traffic (start-cluster.ts)
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  return `# written by tools/cluster/nginx-config.ts for one run of the local cluster
daemon off;
worker_processes auto;
pid ${inPrefix('nginx.pid')};
error_log stderr warn;

events {
  worker_connections 4096;
}

http {
  access_log off;
  client_body_temp_path ${inPrefix('client-body')};
  proxy_temp_path ${inPrefix('proxy')};
  fastcgi_temp_path ${inPrefix('fastcgi')};
  uwsgi_temp_path ${inPrefix('uwsgi')};
  scgi_temp_path ${inPrefix('scgi')};
  # the nodes apply their own body limits (JSON bodies, each upload's size); nginx must not refuse first
  client_max_body_size 64m;

  upstream chalein_api {
${servers}
    # connections to the nodes are kept open and reused, as a production balancer does
    keepalive 64;
  }

  server {
    listen 127.0.0.1:${publicPort};

    location / {
      proxy_pass http://chalein_api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # appended, not replaced: the nodes trust loopback only (TRUST_PROXY=127.0.0.1), so the visitor is the nearest
      # address that is not loopback; a client that is loopback itself (the tests, standing in for an outer balancer)
      # may name its visitor, one from outside cannot
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # uploads stream through to the node as they arrive instead of being written to disk here first
      proxy_request_buffering off;
      # a node that refuses the connection, times out, or answers 502 or 503 (not ready, or closing) is skipped and
      # the request sent to the next; a POST already sent is never sent to a second node (without non_idempotent,
      # nginx never retries a non-idempotent request once it went out), so one submission is never stored twice
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${nodePorts.length};
      proxy_connect_timeout 2s;
      proxy_read_timeout 130s;
      add_header X-Cluster-Node $upstream_addr always;
    }
  }
}
`;
}
