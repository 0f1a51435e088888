/** Garments for the upper body, and dresses and baby wear. */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import { dot, filled, shape, strap, stroke, type Draw } from './svg';

const braOutline =
  'M206 250Q214 214 238 204L236 140H262L270 206Q300 250 330 206L338 140H364L362 204Q386 214 394 250Q402 300 396 330H204Q198 300 206 250Z';

/** The sports bra, shared by the yoga set. */
function bra(paint: Parameters<Draw>[0]): string {
  return (
    shape(paint, braOutline) +
    filled(paint, paint.dark, 'M204 324H396L400 372H200Z') +
    stroke(paint.light, 'M220 300Q260 254 296 290M304 290Q340 254 380 300', 3)
  );
}

export const tops = {
  tshirt: (paint) => ({
    body:
      shape(
        paint,
        'M228 150Q300 196 372 150L470 186L532 290L462 326L430 284V612H170V284L138 326L68 290L130 186Z',
      ) +
      filled(paint, paint.dark, 'M228 150Q300 196 372 150Q300 170 228 150Z') +
      stroke(paint.dark, 'M232 153Q300 202 368 153', 8) +
      stroke(paint.dark, 'M180 592H420M144 314L84 284M456 314L516 284', 3, true),
    ground: 640,
    spread: 200,
  }),
  shirt: (paint) => ({
    body:
      shape(
        paint,
        'M232 140H368L452 176Q496 262 522 556L472 568L432 332V616Q300 636 168 616V332L128 568L78 556Q104 262 148 176Z',
      ) +
      filled(
        paint,
        paint.light,
        'M232 140L300 208L260 216L222 152ZM368 140L300 208L340 216L378 152Z',
      ) +
      stroke(paint.dark, 'M300 208V624') +
      [250, 310, 370, 430, 490, 550].map((y) => dot(paint.dark, 310, y, 5)).join('') +
      stroke(paint.dark, 'M86 522L132 532M468 532L514 522M330 262H384V318L357 326L330 318Z', 3),
    ground: 650,
    spread: 210,
  }),
  top: (paint) => ({
    body:
      shape(
        paint,
        'M236 160Q300 204 364 160L410 172Q470 190 474 250Q450 288 420 276L410 266L406 520Q300 544 194 520L190 266L180 276Q150 288 126 250Q130 190 190 172Z',
      ) +
      stroke(paint.dark, 'M238 162Q300 210 362 162', 6) +
      stroke(paint.dark, 'M196 500q26 30 52 0q26 30 52 0q26 30 52 0q26 30 52 0', 3) +
      stroke(paint.light, 'M150 230l20 18M164 206l18 20M450 230l-20 18M436 206l-18 20', 3),
    ground: 580,
    spread: 180,
  }),
  'tank-top': (paint) => ({
    body:
      shape(
        paint,
        'M238 130H272Q300 206 328 130H362Q368 226 418 262L422 606H178L182 262Q232 226 238 130Z',
      ) +
      stroke(
        paint.dark,
        'M240 132Q244 226 186 262M360 132Q356 226 414 262M272 132Q300 210 328 132',
        5,
      ) +
      stroke(paint.dark, 'M186 586H414', 3, true),
    ground: 636,
    spread: 150,
  }),
  hoodie: (paint) => ({
    body:
      filled(paint, paint.dark, 'M206 188Q206 112 300 104Q394 112 394 188Z') +
      shape(
        paint,
        'M232 150Q300 200 368 150L452 180Q496 266 520 546L470 560L432 336V600H168V336L130 560L80 546Q104 266 148 180Z',
      ) +
      filled(paint, paint.dark, 'M232 150Q300 236 368 150Q300 178 232 150Z') +
      filled(
        paint,
        paint.dark,
        'M168 570H432V606H168ZM80 546L130 560L124 592L72 578ZM520 546L470 560L476 592L528 578Z',
      ) +
      stroke(paint.trim, 'M282 190V262M318 190V262', 4) +
      stroke(paint.dark, 'M214 462H386L410 556H190Z', 3),
    ground: 636,
    spread: 210,
  }),
  dress: (paint) => ({
    body:
      strap(paint, 'M250 192L238 116M350 192L362 116', 14, 7) +
      shape(
        paint,
        'M246 188Q300 214 354 188L372 330Q430 470 484 628Q300 662 116 628Q170 470 228 330Z',
      ) +
      filled(paint, paint.dark, 'M227 320H373L377 344H223Z') +
      stroke(paint.dark, 'M268 352L230 636M332 352L370 636M300 354V646', 2),
    ground: 668,
    spread: 200,
  }),
  onesie: (paint) => ({
    body:
      shape(
        paint,
        'M242 150Q300 190 358 150L420 176L466 246L422 276L402 256L406 468Q424 560 344 604L336 646H264L256 604Q176 560 194 468L198 256L178 276L134 246L180 176Z',
      ) +
      stroke(paint.dark, 'M244 152Q300 196 356 152', 6) +
      filled(paint, paint.light, 'M300 336c-14-22-46-6-30 18l30 26l30-26c16-24-16-40-30-18Z') +
      [276, 300, 324].map((x) => dot(paint.dark, x, 628, 5)).join('') +
      stroke(paint.dark, 'M146 238L186 268M454 238L414 268', 3, true),
    ground: 672,
    spread: 170,
  }),
  'sports-bra': (paint) => ({
    body: `<g transform="translate(-90 47) scale(1.3)">${bra(paint)}</g>`,
    ground: 531,
    spread: 170,
  }),
  'yoga-set': (paint) => ({
    body:
      shape(paint, 'M208 330H392V372H208Z') +
      shape(paint, 'M208 372H392L382 650H328L300 470L272 650H218Z') +
      stroke(paint.light, 'M254 384L248 644M346 384L352 644', 2) +
      `<g transform="translate(60 10) scale(.8)">${bra(paint)}</g>`,
    ground: 676,
    spread: 140,
  }),
} satisfies Partial<Record<ArtKind, Draw>>;
