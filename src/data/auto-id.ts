/**
 * Firestore's 20-character auto-id, made on the device without its SDK: for a document whose id
 * must be known before its first write (a checkout, a new product).
 */
const autoIdAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes from it up are drawn again, so no letter is likelier.
const unbiasedBelow = 248;

export function newAutoId(): string {
  let id = '';
  while (id.length < 20) {
    for (const byte of crypto.getRandomValues(new Uint8Array(40))) {
      if (byte < unbiasedBelow && id.length < 20) id += autoIdAlphabet[byte % 62];
    }
  }
  return id;
}
