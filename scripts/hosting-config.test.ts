import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  globToRegExp,
  headersFor,
  hostingConfig,
  type HostingConfig,
  localBackendOrigins,
  localPolicy,
  policyHeaderValue,
  productionPolicy,
} from './hosting-config';

/** What is deployed: firebase.json as it stands (headers, if it has any). */
const deployed = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as {
    hosting: Omit<HostingConfig, 'headers'> & Partial<Pick<HostingConfig, 'headers'>>;
  }
).hosting;

describe('firebase.json hosting', () => {
  it('is the hosting config, headers and all', () => {
    expect(deployed).toEqual(hostingConfig());
  });

  it('never serves source maps', () => {
    const ignored = deployed.ignore.map(globToRegExp);
    for (const map of ['/assets/index-c5GNSCwG.js.map', '/assets/index-CUF1PiVy.css.map']) {
      expect(ignored.some((glob) => glob.test(map))).toBe(true);
    }
    expect(ignored.some((glob) => glob.test('/assets/index-c5GNSCwG.js'))).toBe(false);
  });
});

describe('headers of every response', () => {
  const config = { ...deployed, headers: deployed.headers ?? [] };

  it.each(['/', '/index.html', '/shop', '/product-details/Ankara Maxi Dress/p-0001', '/login'])(
    '%s: the policy, nosniff, a referrer policy, and never a stale page',
    (path) => {
      expect(headersFor(config, path)).toEqual({
        'Content-Security-Policy': policyHeaderValue(productionPolicy),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Cache-Control': 'no-cache',
      });
    },
  );

  it('a hashed asset is kept a year, unchanged', () => {
    for (const asset of ['/assets/index-c5GNSCwG.js', '/assets/outfit-latin-700-normal.woff2']) {
      expect(headersFor(config, asset)['Cache-Control']).toBe(
        'public, max-age=31536000, immutable',
      );
    }
  });

  it('public images keep Firebase Hosting’s own hour', () => {
    for (const image of ['/products/p-0001-1.svg', '/hero.svg', '/favicon.svg']) {
      expect(headersFor(config, image)['Cache-Control']).toBe('public, max-age=3600');
    }
  });
});

describe('the content security policy', () => {
  const header = policyHeaderValue(productionPolicy);

  it('runs only the shop’s own scripts and Google’s sign-in, App Check and analytics loaders', () => {
    expect(productionPolicy['script-src']).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://*.googletagmanager.com',
    ]);
    expect(productionPolicy['connect-src']).toContain(
      'https://content-firebaseappcheck.googleapis.com',
    );
    expect(header).not.toContain("'unsafe-eval'");
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'self'");
  });

  it('lets no other site frame the shop', () => {
    expect(header).toContain("frame-ancestors 'none'");
  });

  it('reaches Firebase Auth, Firestore and Cloud Functions', () => {
    expect(productionPolicy['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://*.cloudfunctions.net',
      ]),
    );
  });

  it('shows pictures from the shop, its inline favicon, the photos’ Cloud Storage and analytics only', () => {
    expect(productionPolicy['img-src']).toEqual([
      "'self'",
      'data:',
      'https://firebasestorage.googleapis.com',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('frames only the map and Google’s sign-in', () => {
    expect(productionPolicy['frame-src']).toEqual([
      "'self'",
      'https://maps.google.com',
      'https://www.google.com',
      'https://*.firebaseapp.com',
    ]);
  });

  it('is widened for the local backend only by its own addresses, and only in tests', () => {
    const local = localBackendOrigins();
    expect(localPolicy()).toEqual({
      ...productionPolicy,
      'img-src': [...productionPolicy['img-src'], ...local.images],
      'connect-src': [...productionPolicy['connect-src'], ...local.connections],
      'frame-src': [...productionPolicy['frame-src'], ...local.frames],
    });
    // Photos uploaded locally are served by the QA front, which also answers Firestore.
    expect(local.images).toEqual([local.connections[0]]);
    expect(local.images[0]).toBe('http://127.0.0.1:8080');
    expect(
      [...local.connections, ...local.frames, ...local.images].every((origin) =>
        /^http:\/\/127\.0\.0\.1:\d+$/.test(origin),
      ),
    ).toBe(true);
    expect(header).not.toMatch(/127\.0\.0\.1|localhost/);
  });
});
