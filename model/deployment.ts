/**
 * Where the shop's Cloud Functions run: Cape Town, the region nearest Kenya. The functions deploy
 * there (functions/src/index.ts) and the browser calls them there (src/data/functions.ts).
 */
export const functionsRegion = 'africa-south1';
