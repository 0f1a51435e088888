/**
 * The fault-injecting front of the local backend: the QA control endpoints, the scenarios' faults,
 * the local M-Pesa (Daraja) stand-in under `/daraja` and SMS (Africa's Talking) stand-in under
 * `/sms`, the product photos staff upload locally under `/images`, the catalog's cards and search
 * index kept in step with writes to products, and everything else forwarded to Google's Firestore
 * emulator. One handler set, served over HTTP on 127.0.0.1:8080 by the local backend and through
 * msw/node in Vitest.
 */
import { bypass, http, type RequestHandler } from 'msw';
import { createDarajaStandIn } from '../daraja/stand-in';
import { clearImages, createImageHandlers } from '../images/image-handlers';
import { createSmsStandIn } from '../sms/stand-in';
import { createCatalogSync, documentsWritten } from './catalog-sync';
import { errorResponse } from '../../browser/firestore/errors';
import type { EmulatorAdmin } from '../emulator-admin';
import type { SeedCollections } from '../fixtures';
import { createQaHandlers } from '../qa-handlers';
import { createScenarioState, type ScenarioState } from '../scenarios';
import { createFaultHandlers } from './faults';

export interface FrontOptions {
  /** The port the front answers on (8080): only requests to it are forwarded. */
  port: number;
  /** Owner access to the emulator behind the front. */
  admin: EmulatorAdmin;
  /** The seeded data a reset restores. */
  seed: () => SeedCollections;
  /** Where the Functions emulator stores uploaded photos: served, and emptied at reset. */
  imageFolder?: string;
  /** Extra reset work (the local backend re-seeds the Auth emulator). */
  onReset?: () => Promise<void> | void;
  /**
   * Given where every other writer reaches the emulator (the local backend: its functions and
   * payments sweep), whether any of them may have written since the last call. A reset then puts
   * back only the documents written through the front, unless they may have. Without it (tests,
   * whose handlers may forward writes themselves), a reset looks at every document.
   */
  writtenElsewhere?: () => boolean;
  wait?: (ms: number) => Promise<void>;
}

export interface Front {
  scenario: ScenarioState;
  handlers: RequestHandler[];
}

// Hop-by-hop and body-framing headers are the front's own business, never forwarded; CORS
// headers come from the front's server, so the emulator's are dropped rather than doubled.
const requestHeadersDropped = new Set(['host', 'connection', 'content-length', 'accept-encoding']);
const responseHeaderDropped = (name: string) =>
  ['connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive'].includes(
    name,
  ) || name.startsWith('access-control-');

/** Sends a request on to the emulator, path and query unchanged. */
export function forwardTo(emulatorUrl: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const headers = new Headers();
    request.headers.forEach((value, name) => {
      if (!requestHeadersDropped.has(name)) headers.set(name, value);
    });
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let answer: Response;
    try {
      answer = await fetch(
        bypass(
          new Request(`${emulatorUrl}${url.pathname}${url.search}`, {
            method: request.method,
            headers,
            body: hasBody ? await request.clone().arrayBuffer() : undefined,
          }),
        ),
      );
    } catch {
      return errorResponse(
        'UNAVAILABLE',
        `The Firestore emulator at ${emulatorUrl} is not answering`,
      );
    }
    const kept = new Headers();
    answer.headers.forEach((value, name) => {
      if (!responseHeaderDropped(name)) kept.set(name, value);
    });
    return new Response(await answer.arrayBuffer(), {
      status: answer.status,
      statusText: answer.statusText,
      headers: kept,
    });
  };
}

/** The Firestore REST API and the emulator's own endpoints at the front's port, any host name. */
function emulatorPaths(port: number): RegExp {
  return new RegExp(`^https?://[^/:]+:${port}/(v1|v1beta1|emulator)/`);
}

export function createFront({
  port,
  admin,
  seed,
  imageFolder,
  onReset,
  writtenElsewhere,
  wait,
}: FrontOptions): Front {
  const scenario = createScenarioState();
  const forward = forwardTo(admin.url);
  const daraja = createDarajaStandIn();
  const sms = createSmsStandIn();
  // The documents written through the front since the last reset; `undefined` once a request
  // may have written some it does not name.
  let written: Set<string> | undefined = new Set();
  const track = http.all(emulatorPaths(port), async ({ request }) => {
    const names = await documentsWritten(request);
    if (names) for (const name of names) written?.add(name);
    else written = undefined;
    return undefined;
  });
  const resetData = async () => {
    daraja.control.reset();
    sms.reset();
    if (imageFolder) await clearImages(imageFolder);
    const seen = writtenElsewhere && !writtenElsewhere() ? written : undefined;
    written = new Set();
    if (seen) await admin.restore(seed, seen);
    else await admin.reset(seed);
  };
  const handlers = [
    track,
    ...createQaHandlers({ resetData, scenario, onReset }),
    ...daraja.handlers,
    ...sms.handlers,
    ...(imageFolder ? createImageHandlers(imageFolder) : []),
    ...createFaultHandlers({ scenario, forward, wait }),
    createCatalogSync({ admin, forward }),
    http.all(emulatorPaths(port), ({ request }) => forward(request)),
  ];
  return { scenario, handlers };
}
