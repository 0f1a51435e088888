import type { ToastContainerProps } from 'react-toastify';
import { categoryTree } from '@model/catalog/category-tree';
import { deliveryOptions, type DeliveryOption } from '@model/delivery';
import {
  businessSettingsFrom,
  cashOrderLimitFrom,
  deliveryFeesFrom,
  numberSetting,
  returnWindowDaysFrom,
  shopAddressFrom,
  shopNameFrom,
  textSetting,
} from '@model/shop-config';

/** Every shop setting in one place, read from `VITE_*` variables with the defaults below. */
// Outside Vite (Node scripts such as the catalog benchmark) there is no env: defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

export type BackendMode = 'local' | 'production';

/** Production only when asked for by name: a build can never reach a real project by accident. */
export const backendMode: BackendMode = env.VITE_BACKEND === 'production' ? 'production' : 'local';

const phone = textSetting(env.VITE_SHOP_PHONE, '+254 712 345 678');

export const shop = {
  name: shopNameFrom(env),
  phone,
  /** Digits only, as tel: links and wa.me addresses want them. */
  phoneDigits: phone.replace(/\D/g, ''),
  email: textSetting(env.VITE_SHOP_EMAIL, 'hello@mtindo.co.ke'),
  address: shopAddressFrom(env),
  map: {
    latitude: numberSetting(env.VITE_SHOP_MAP_LAT, -1.2836),
    longitude: numberSetting(env.VITE_SHOP_MAP_LNG, 36.8219),
    zoom: numberSetting(env.VITE_SHOP_MAP_ZOOM, 15),
    heightPx: 400,
  },
  whatsappGreeting: textSetting(
    env.VITE_WHATSAPP_GREETING,
    'Hello Mtindo! I would like to ask about an item in your shop.',
  ),
  description: textSetting(
    env.VITE_SHOP_DESCRIPTION,
    'Mtindo is a convenient ecommerce platform for clothes shopping in Kenya: ladies, men and kids fashion, shoes, bags and accessories, retail and wholesale, delivered across Kenya with prices in KES.',
  ),
  keywords:
    'clothes shopping Kenya, online fashion Nairobi, ladies dresses, men jeans, kids clothes, shoes, bags, accessories, sportswear, wholesale clothes Kenya, KES',
  currency: 'KES',
  openingHours: [
    textSetting(env.VITE_SHOP_HOURS_WEEKDAYS, 'Monday to Friday: 8:00 am to 7:00 pm'),
    textSetting(env.VITE_SHOP_HOURS_SATURDAY, 'Saturday: 9:00 am to 6:00 pm'),
    textSetting(env.VITE_SHOP_HOURS_SUNDAY, 'Sunday and public holidays: 10:00 am to 4:00 pm'),
  ],
} as const;

/** Lipa na M-Pesa: the Buy Goods till number shoppers pay to before placing an order. */
export const mpesa = {
  tillNumber: textSetting(env.VITE_MPESA_TILL_NUMBER, '5123456'),
  accountName: textSetting(env.VITE_MPESA_ACCOUNT_NAME, 'MTINDO FASHIONS'),
} as const;

/** Delivery choices (model/delivery.ts) and their fees, from `.env` when set. */
export const deliveryFees = deliveryFeesFrom(env);
/** The most a cash on delivery order may come to, in KES, as the server holds it. */
export const cashOrderLimit = cashOrderLimitFrom(env);

/** The shop as its receipts name it (model/receipt/receipt.ts): the business and its phone. */
export const receiptIssuer = { ...businessSettingsFrom(env), phone };

/** Days after delivery a return may be asked for: the setting the server takes returns by. */
export const returnWindowDays = returnWindowDaysFrom(env);
export { deliveryOptions, type DeliveryOption };

export { categoryTree };

/** Toast options exactly as docs/shop-rules.md (Toasts) states them. */
export const toastOptions = {
  position: 'top-right',
  autoClose: 5000,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  closeOnClick: true,
  draggable: true,
  draggablePercent: 80,
  theme: 'light',
} as const satisfies ToastContainerProps;

/**
 * The local backend's fixed addresses (README, The local backend and the QA contract) and the
 * production Firebase web config.
 */
export const firebaseSettings = {
  web: {
    projectId:
      backendMode === 'production'
        ? textSetting(env.VITE_FIREBASE_PROJECT_ID, '')
        : 'demo-kenya-shop',
    apiKey: textSetting(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: textSetting(env.VITE_FIREBASE_AUTH_DOMAIN, 'demo-kenya-shop.firebaseapp.com'),
    storageBucket: textSetting(env.VITE_FIREBASE_STORAGE_BUCKET, ''),
    messagingSenderId: textSetting(env.VITE_FIREBASE_MESSAGING_SENDER_ID, ''),
    appId: textSetting(env.VITE_FIREBASE_APP_ID, ''),
    measurementId: textSetting(env.VITE_FIREBASE_MEASUREMENT_ID, ''),
    /** reCAPTCHA Enterprise site key App Check attests the shop's calls with (production). */
    appCheckSiteKey: textSetting(env.VITE_APP_CHECK_SITE_KEY, ''),
  },
  emulators: {
    firestoreHost: textSetting(env.VITE_FIRESTORE_EMULATOR_HOST, '127.0.0.1'),
    firestorePort: numberSetting(env.VITE_FIRESTORE_EMULATOR_PORT, 8080),
    authUrl: textSetting(env.VITE_AUTH_EMULATOR_URL, 'http://127.0.0.1:9099'),
    functionsHost: textSetting(env.VITE_FUNCTIONS_EMULATOR_HOST, '127.0.0.1'),
    functionsPort: numberSetting(env.VITE_FUNCTIONS_EMULATOR_PORT, 5001),
  },
} as const;

/** How many products one listing read asks for (a page, never the whole catalog). */
export const catalogPageSize = numberSetting(env.VITE_CATALOG_PAGE_SIZE, 24);
