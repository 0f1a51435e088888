import type { ToastContainerProps } from 'react-toastify';
import { categoryTree } from './category-tree';

/** Every shop setting in one place, read from `VITE_*` variables with the defaults below. */
// Outside Vite (Node scripts such as the catalog benchmark) there is no env: defaults apply.
const env: Partial<ImportMetaEnv> = import.meta.env ?? {};

function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(parsed) ? parsed : fallback;
}

export type BackendMode = 'local' | 'production';

/** Production only when asked for by name: a build can never reach a real project by accident. */
export const backendMode: BackendMode = env.VITE_BACKEND === 'production' ? 'production' : 'local';

const phone = text(env.VITE_SHOP_PHONE, '+254 712 345 678');

export const shop = {
  name: text(env.VITE_SHOP_NAME, 'Mtindo'),
  phone,
  /** Digits only, as tel: links and wa.me addresses want them. */
  phoneDigits: phone.replace(/\D/g, ''),
  email: text(env.VITE_SHOP_EMAIL, 'hello@mtindo.co.ke'),
  address: text(env.VITE_SHOP_ADDRESS, 'Banda Street, near Jamia Mosque, Nairobi CBD, Kenya'),
  map: {
    latitude: number(env.VITE_SHOP_MAP_LAT, -1.2836),
    longitude: number(env.VITE_SHOP_MAP_LNG, 36.8219),
    zoom: number(env.VITE_SHOP_MAP_ZOOM, 15),
    heightPx: 400,
  },
  whatsappGreeting: text(
    env.VITE_WHATSAPP_GREETING,
    'Hello Mtindo! I would like to ask about an item in your shop.',
  ),
  description: text(
    env.VITE_SHOP_DESCRIPTION,
    'Mtindo is a convenient ecommerce platform for clothes shopping in Kenya: ladies, men and kids fashion, shoes, bags and accessories, retail and wholesale, delivered across Kenya with prices in KES.',
  ),
  keywords:
    'clothes shopping Kenya, online fashion Nairobi, ladies dresses, men jeans, kids clothes, shoes, bags, accessories, sportswear, wholesale clothes Kenya, KES',
  currency: 'KES',
  openingHours: [
    text(env.VITE_SHOP_HOURS_WEEKDAYS, 'Monday to Friday: 8:00 am to 7:00 pm'),
    text(env.VITE_SHOP_HOURS_SATURDAY, 'Saturday: 9:00 am to 6:00 pm'),
    text(env.VITE_SHOP_HOURS_SUNDAY, 'Sunday and public holidays: 10:00 am to 4:00 pm'),
  ],
} as const;

/** Lipa na M-Pesa: the Buy Goods till number shoppers pay to before placing an order. */
export const mpesa = {
  tillNumber: text(env.VITE_MPESA_TILL_NUMBER, '5123456'),
  accountName: text(env.VITE_MPESA_ACCOUNT_NAME, 'MTINDO FASHIONS'),
} as const;

export interface DeliveryOption {
  id: 'pickup-cbd' | 'nairobi-delivery' | 'courier-countrywide';
  label: string;
  /** What the shopper learns before choosing: where, and how long it takes. */
  detail: string;
  /** In KES, whole shillings. */
  fee: number;
  /** Counties it serves; null means every county. */
  counties: readonly string[] | null;
  /** Whether the shopper may pay cash when the parcel arrives. */
  cashOnDelivery: boolean;
}

/** Delivery choices and fees (no shop rule fixes them); fees come from `.env` when set. */
export const deliveryOptions: readonly DeliveryOption[] = [
  {
    id: 'pickup-cbd',
    label: 'Pick up at our Nairobi CBD shop',
    detail: 'Ready the next working day at Banda Street.',
    fee: number(env.VITE_DELIVERY_FEE_PICKUP, 0),
    counties: null,
    cashOnDelivery: true,
  },
  {
    id: 'nairobi-delivery',
    label: 'Delivery within Nairobi',
    detail: 'To your door in 1 to 2 working days.',
    fee: number(env.VITE_DELIVERY_FEE_NAIROBI, 300),
    counties: ['Nairobi'],
    cashOnDelivery: true,
  },
  {
    id: 'courier-countrywide',
    label: 'Courier to other counties',
    detail: 'To the courier office in your town in 2 to 4 working days; pay by M-Pesa first.',
    fee: number(env.VITE_DELIVERY_FEE_COURIER, 450),
    counties: null,
    cashOnDelivery: false,
  },
];

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
      backendMode === 'production' ? text(env.VITE_FIREBASE_PROJECT_ID, '') : 'demo-kenya-shop',
    apiKey: text(env.VITE_FIREBASE_API_KEY, 'demo-api-key'),
    authDomain: text(env.VITE_FIREBASE_AUTH_DOMAIN, 'demo-kenya-shop.firebaseapp.com'),
    storageBucket: text(env.VITE_FIREBASE_STORAGE_BUCKET, ''),
    messagingSenderId: text(env.VITE_FIREBASE_MESSAGING_SENDER_ID, ''),
    appId: text(env.VITE_FIREBASE_APP_ID, ''),
    measurementId: text(env.VITE_FIREBASE_MEASUREMENT_ID, ''),
  },
  emulators: {
    firestoreHost: text(env.VITE_FIRESTORE_EMULATOR_HOST, '127.0.0.1'),
    firestorePort: number(env.VITE_FIRESTORE_EMULATOR_PORT, 8080),
    authUrl: text(env.VITE_AUTH_EMULATOR_URL, 'http://127.0.0.1:9099'),
    functionsHost: text(env.VITE_FUNCTIONS_EMULATOR_HOST, '127.0.0.1'),
    functionsPort: number(env.VITE_FUNCTIONS_EMULATOR_PORT, 5001),
  },
} as const;

/** How many products one listing read asks for (a page, never the whole catalog). */
export const catalogPageSize = number(env.VITE_CATALOG_PAGE_SIZE, 24);
