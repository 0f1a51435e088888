/**
 * The stand-in's checks of what a Daraja client sends, with Daraja's own error texts, so a client
 * that would be refused by Safaricom is refused locally too.
 */

export interface DarajaRefusal {
  status: number;
  errorCode: string;
  errorMessage: string;
}

const badRequest = (field: string): DarajaRefusal => ({
  status: 400,
  errorCode: '400.002.02',
  errorMessage: `Bad Request - Invalid ${field}`,
});

/** Daraja's `Password` for a request: base64 of shortcode, passkey and timestamp. */
export function expectedPassword(shortcode: string, passkey: string, timestamp: string): string {
  return btoa(`${shortcode}${passkey}${timestamp}`);
}

const digits = (value: unknown, pattern: RegExp) =>
  (typeof value === 'number' || typeof value === 'string') && pattern.test(String(value));
const phone = /^254[17]\d{8}$/;
const shortcode = /^\d{5,7}$/;

function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const textOfLength = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max;

/** The shortcode, password and timestamp every M-Pesa Express request carries. */
export function checkSignature(
  body: Record<string, unknown>,
  passkey: string,
): DarajaRefusal | null {
  if (!digits(body.BusinessShortCode, shortcode)) return badRequest('BusinessShortCode');
  if (!digits(body.Timestamp, /^\d{14}$/)) return badRequest('Timestamp');
  const expected = expectedPassword(
    String(body.BusinessShortCode),
    passkey,
    String(body.Timestamp),
  );
  if (body.Password !== expected) {
    return { status: 500, errorCode: '500.001.1001', errorMessage: 'Wrong credentials' };
  }
  return null;
}

/** An STK push request's fields, in the order Daraja reports them. */
export function checkStkPush(body: Record<string, unknown>, passkey: string): DarajaRefusal | null {
  const signature = checkSignature(body, passkey);
  if (signature) return signature;
  const amount = Number(body.Amount);
  const checks: [string, boolean][] = [
    [
      'TransactionType',
      body.TransactionType === 'CustomerPayBillOnline' ||
        body.TransactionType === 'CustomerBuyGoodsOnline',
    ],
    ['Amount', Number.isInteger(amount) && amount >= 1 && amount <= 250_000],
    ['PartyA', digits(body.PartyA, phone)],
    // A paybill is paid into its own shortcode; a till (buy goods) has its own number.
    [
      'PartyB',
      body.TransactionType === 'CustomerPayBillOnline'
        ? String(body.PartyB) === String(body.BusinessShortCode)
        : digits(body.PartyB, shortcode),
    ],
    ['PhoneNumber', digits(body.PhoneNumber, phone)],
    ['CallBackURL', isHttpUrl(body.CallBackURL)],
    ['AccountReference', textOfLength(body.AccountReference, 12)],
    ['TransactionDesc', textOfLength(body.TransactionDesc, 13)],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? badRequest(failed[0]) : null;
}

/** A Transaction Reversal request's fields, in the order Daraja reports them. */
export function checkReversal(body: Record<string, unknown>): DarajaRefusal | null {
  const amount = Number(body.Amount);
  const checks: [string, boolean][] = [
    ['Initiator', textOfLength(body.Initiator, 100)],
    ['SecurityCredential', textOfLength(body.SecurityCredential, 1024)],
    ['CommandID', body.CommandID === 'TransactionReversal'],
    [
      'TransactionID',
      typeof body.TransactionID === 'string' && /^[A-Z0-9]{8,20}$/.test(body.TransactionID),
    ],
    ['Amount', Number.isInteger(amount) && amount >= 1 && amount <= 250_000],
    ['ReceiverParty', digits(body.ReceiverParty, shortcode)],
    [
      'RecieverIdentifierType',
      body.RecieverIdentifierType === '11' || body.RecieverIdentifierType === '4',
    ],
    ['ResultURL', isHttpUrl(body.ResultURL)],
    ['QueueTimeOutURL', isHttpUrl(body.QueueTimeOutURL)],
    ['Remarks', textOfLength(body.Remarks, 100)],
  ];
  const failed = checks.find(([, ok]) => !ok);
  return failed ? badRequest(failed[0]) : null;
}
