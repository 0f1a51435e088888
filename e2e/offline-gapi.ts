import type { BrowserContext } from '@playwright/test';

/**
 * Google's sign-in in a popup relays its result through a hidden iframe that both the Firebase
 * SDK and the Auth emulator drive with Google's `gapi.iframes` (apis.google.com/js/api.js). That
 * host cannot be reached from the test machine, so the tests serve this stand-in: request and
 * answer over postMessage between the page and the emulator's iframe, which is all they use.
 */
const gapiStandIn = String.raw`(() => {
  const marker = '__mtindoGapi';
  function channel(target) {
    const handlers = {};
    const waiting = {};
    const answers = {};
    const reply = (request, result) =>
      target().postMessage({ [marker]: 'answer', id: request.id, result: [result] }, '*');
    window.addEventListener('message', (event) => {
      const message = event.data;
      if (!message || !message[marker] || event.source !== target()) return;
      if (message[marker] === 'answer') {
        const callback = answers[message.id];
        delete answers[message.id];
        try { callback && callback(message.result); } catch (error) { console.warn(error); }
        return;
      }
      const handler = handlers[message.name];
      if (handler) reply(message, handler(message.payload));
      else (waiting[message.name] = waiting[message.name] || []).push(message);
    });
    return {
      register(name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).splice(0).forEach((message) => reply(message, handler(message.payload)));
      },
      send(name, payload, callback) {
        const id = Math.random().toString(36).slice(2);
        answers[id] = callback;
        target().postMessage({ [marker]: 'ask', id, name, payload }, '*');
      },
      ping(callback) { callback && callback(); return Promise.resolve(); },
      restyle() { return Promise.resolve(); },
    };
  }
  const context = {
    open(options, onOpen) {
      const frame = document.createElement('iframe');
      frame.src = options.url;
      Object.assign(frame.style, (options.attributes && options.attributes.style) || {});
      frame.setAttribute('aria-hidden', 'true');
      frame.setAttribute('tabindex', '-1');
      const iframe = channel(() => frame.contentWindow);
      const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
      options.where.appendChild(frame);
      return loaded.then(() => (onOpen ? onOpen(iframe) : iframe));
    },
    getParentIframe() { return channel(() => window.parent); },
  };
  window.gapi = window.gapi || {};
  window.gapi.iframes = { CROSS_ORIGIN_IFRAMES_FILTER: 'cross-origin', getContext: () => context };
  window.gapi.load = (_name, options) => options.callback();
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload]();
  if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();`;

/** Serves the gapi stand-in, and leaves out the emulator page's styles from the internet. */
export async function withOfflineGoogleSignIn(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: gapiStandIn }),
  );
  await context.route(/unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com/, (route) =>
    route.abort(),
  );
}
