/**
 * The functions' settings as Firebase params (functions/.env.<project>; the local project's in
 * functions/.env.demo-kenya-shop), and the contexts their bodies run with. Values exist only while
 * a function runs, so contexts are made at call time, never at load.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { defineBoolean, defineInt, defineString } from 'firebase-functions/params';
import type { CallContext } from './core/context';
import { darajaFromParams, mpesaQueryAfterSeconds } from './mpesa/config';
import type { OrderContext } from './core/context';
import { imageStoreFromParams } from './photos/config';
import type { PhotoContext } from './photos/upload-photo';
import { writeGateFor } from './qa/write-gate';
import { smsFromParams } from './sms/config';
import type { StaffContext, TeamContext } from './staff/staff-member';

/** How long an unpaid M-Pesa order holds its units: 30 minutes, 90 seconds locally. */
export const orderHoldSeconds = defineInt('ORDER_HOLD_SECONDS', { default: 1800 });
/** How long a cash order holds its units until staff confirm it: 48 hours, 10 minutes locally. */
export const cashHoldSeconds = defineInt('CASH_HOLD_SECONDS', { default: 48 * 60 * 60 });
/** placeOrder and payAgain calls one caller (uid, else IP) may make in a minute. */
export const orderCallsPerMinute = defineInt('ORDER_CALLS_PER_MINUTE', { default: 20 });
/**
 * placeOrder and payAgain calls the whole shop takes in a minute, whoever calls: a ceiling that
 * keeps Daraja's quota (and the stock) from one flood.
 */
export const shopCallsPerMinute = defineInt('SHOP_CALLS_PER_MINUTE', { default: 300 });
/** App Check on the callables: on in production, off for the local emulators. */
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', { default: true });
/** The local QA front's scenario endpoint (./qa/write-gate.ts); empty in production. */
export const qaScenarioUrl = defineString('QA_SCENARIO_URL', { default: '' });

function app() {
  return getApps().find((candidate) => candidate.name === '[DEFAULT]') ?? initializeApp();
}

/** For the back office's callables that change no order (stock, inbox). */
export function staffContext(): StaffContext {
  return { db: getFirestore(app()), writeGate: writeGateFor(qaScenarioUrl.value()) };
}

/** For the product photo upload: where photos are kept too (./photos/config.ts). */
export function photoContext(): PhotoContext {
  return { ...staffContext(), images: imageStoreFromParams(app()) };
}

/** For the owner's team callables: Firebase Auth too, for the members' role claims. */
export function teamContext(): TeamContext {
  return { ...staffContext(), auth: getAuth(app()) };
}

/** For what moves an order without M-Pesa (the staff steps); it texts the shopper. */
export function orderContext(): OrderContext {
  return {
    ...staffContext(),
    holdMs: orderHoldSeconds.value() * 1000,
    // An unset param reads as 0 outside the Firebase CLI: the default then.
    cashHoldMs: (cashHoldSeconds.value() || 48 * 60 * 60) * 1000,
    sms: smsFromParams(),
  };
}

export function callContext(): CallContext {
  return {
    ...orderContext(),
    daraja: darajaFromParams(),
    queryAfterMs: mpesaQueryAfterSeconds.value() * 1000,
    callsPerMinute: orderCallsPerMinute.value(),
    shopCallsPerMinute: shopCallsPerMinute.value() || 300,
  };
}
