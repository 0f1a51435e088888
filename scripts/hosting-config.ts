/**
 * What Firebase Hosting serves, and with which headers: firebase.json's `hosting` block is this
 * object, written out (a test holds the two equal), and the e2e server under the same headers
 * reads it too, with the local backend's addresses added to the policy.
 */
import { firebaseSettings } from '../src/settings/shop-settings';

export interface HostingHeader {
  key: string;
  value: string;
}

/** Headers for the request paths a glob matches; where two rules set one header, the later wins. */
export interface HostingHeaderRule {
  source: string;
  headers: HostingHeader[];
}

export interface HostingConfig {
  public: string;
  ignore: string[];
  rewrites: Array<{ source: string; destination: string }>;
  headers: HostingHeaderRule[];
}

type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'frame-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

export type ContentSecurityPolicy = Record<Directive, readonly string[]>;

/** Google Analytics 4 (loaded in production when a measurement id is set), as Google lists it. */
const analytics = {
  scripts: ['https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connections: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    // Firebase Analytics fetches its measurement config and an installation id first.
    'https://firebase.googleapis.com',
    'https://firebaseinstallations.googleapis.com',
  ],
};

/** App Check's attestation (src/data/app-check.ts): reCAPTCHA Enterprise, then the token exchange. */
const appCheck = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  connections: [
    'https://content-firebaseappcheck.googleapis.com',
    'https://www.google.com/recaptcha/',
  ],
};

/** What the shop in production loads, contacts and embeds; nothing else is allowed. */
export const productionPolicy: ContentSecurityPolicy = {
  'default-src': ["'self'"],
  // Google's sign-in loads Google's iframe helper (gapi) from apis.google.com.
  'script-src': ["'self'", 'https://apis.google.com', ...appCheck.scripts, ...analytics.scripts],
  // Dialogs (the panels' scroll lock) and toasts insert <style> elements at run time.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Product photos staff upload, at their Firebase download URLs in the project's Cloud Storage
  // (functions/src/photos/image-store.ts). data: for the favicon, inlined in index.html.
  'img-src': ["'self'", 'data:', 'https://firebasestorage.googleapis.com', ...analytics.images],
  // Fonts are served from the shop itself.
  'font-src': ["'self'"],
  'connect-src': [
    "'self'",
    // Firebase Auth: sign-in and account calls, then token refreshes.
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    // Cloud Functions answer callables at https://REGION-PROJECT.cloudfunctions.net.
    'https://*.cloudfunctions.net',
    ...appCheck.connections,
    ...analytics.connections,
  ],
  'frame-src': [
    "'self'",
    // The footer's map: maps.google.com answers from www.google.com/maps/embed.
    'https://maps.google.com',
    'https://www.google.com',
    // Google's sign-in talks to the project's auth domain in a hidden frame ('self' when the
    // auth domain is the shop's own).
    'https://*.firebaseapp.com',
  ],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The local backend (README, The local backend and the QA contract): Firestore's front, the Auth
 * and the Functions emulators.
 */
export function localBackendOrigins(
  emulators: typeof firebaseSettings.emulators = firebaseSettings.emulators,
): {
  connections: string[];
  frames: string[];
  images: string[];
} {
  const { firestoreHost, firestorePort, authUrl, functionsHost, functionsPort } = emulators;
  const front = `http://${firestoreHost}:${firestorePort}`;
  const auth = new URL(authUrl).origin;
  return {
    connections: [front, auth, `http://${functionsHost}:${functionsPort}`],
    // Google's sign-in against the Auth emulator opens the emulator's own frame.
    frames: [auth],
    // The front serves the photos staff upload locally, under /images/.
    images: [front],
  };
}

/** The production policy with the local backend allowed too: what the e2e server sends. */
export function localPolicy(local = localBackendOrigins()): ContentSecurityPolicy {
  return {
    ...productionPolicy,
    'img-src': [...productionPolicy['img-src'], ...local.images],
    'connect-src': [...productionPolicy['connect-src'], ...local.connections],
    'frame-src': [...productionPolicy['frame-src'], ...local.frames],
  };
}

export function policyHeaderValue(policy: ContentSecurityPolicy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/** Vite names every built asset under /assets/ by a hash of its content. */
const hashedAssets = '/assets/**';
const oneYear = 60 * 60 * 24 * 365;

export function hostingConfig(policy: ContentSecurityPolicy = productionPolicy): HostingConfig {
  return {
    public: 'dist',
    // Source maps are built for the shop's own debugging, never served.
    ignore: ['firebase.json', '**/.*', '**/node_modules/**', 'mockServiceWorker.js', '**/*.map'],
    rewrites: [{ source: '**', destination: '/index.html' }],
    headers: [
      {
        source: '**',
        headers: [
          { key: 'Content-Security-Policy', value: policyHeaderValue(policy) },
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          // Every route answers with index.html, which must never be stale: it names the
          // assets of the current build, and the last build's are gone.
          { key: 'Cache-Control', value: 'no-cache' },
        ],
      },
      {
        // Public files keep their names from build to build: Firebase Hosting's own default.
        source: '/products/**',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }],
      },
      {
        source: '/*.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=3600' }],
      },
      {
        source: hashedAssets,
        headers: [{ key: 'Cache-Control', value: `public, max-age=${oneYear}, immutable` }],
      },
    ],
  };
}

// Firebase Hosting's glob (minimatch) for the forms used here: `**` followed by a slash is any
// number of folders, `**` anything, `*` anything within one segment. A glob is matched from
// the root, slash added.
export function globToRegExp(glob: string): RegExp {
  const rooted = glob.startsWith('/') ? glob : `/${glob}`;
  const pattern = rooted
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${pattern}$`);
}

/** The headers a request path gets: every matching rule in order, the later winning. */
export function headersFor(config: HostingConfig, path: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of config.headers) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  return headers;
}
