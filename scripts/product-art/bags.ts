/** Bags and luggage. */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import { dot, filled, shape, strap, stroke, type Draw } from './svg';

const brass = '#c9a44c';

export const bags = {
  handbag: (paint) => ({
    body:
      strap(paint, 'M212 330Q212 172 300 172Q388 172 388 330', 18, 10) +
      shape(paint, 'M150 320H450L490 620Q300 642 110 620Z') +
      filled(paint, paint.light, 'M150 320H450L454 352H146Z') +
      stroke(paint.dark, 'M140 380H460M124 596Q300 616 476 596', 3, true) +
      filled(paint, brass, 'M284 346h32v28h-32Z'),
    ground: 646,
    spread: 200,
  }),
  backpack: (paint) => ({
    body:
      stroke(paint.dark, 'M262 160Q262 110 300 110Q338 110 338 160', 10) +
      shape(
        paint,
        'M180 222Q180 150 300 150Q420 150 420 222L430 600Q430 640 390 640H210Q170 640 170 600Z',
      ) +
      filled(paint, paint.light, 'M214 430H386L392 588Q392 606 372 606H228Q208 606 208 588Z') +
      stroke(paint.dark, 'M196 250Q300 214 404 250M214 470H386', 3, true) +
      dot(paint.trim, 404, 250, 7) +
      dot(paint.trim, 374, 470, 6),
    ground: 664,
    spread: 150,
  }),
  'messenger-bag': (paint) => ({
    body:
      strap(paint, 'M132 300Q140 112 300 104Q460 112 468 300', 20, 12) +
      shape(paint, 'M120 300H480V580Q480 602 458 602H142Q120 602 120 580Z') +
      shape(paint, 'M114 294H486V470Q300 500 114 470Z') +
      filled(paint, paint.dark, 'M200 380h30v136h-30ZM370 380h30v136h-30Z') +
      stroke(brass, 'M196 456h38v34h-38ZM366 456h38v34h-38Z', 5),
    ground: 626,
    spread: 210,
  }),
  duffel: (paint) => ({
    body:
      stroke(paint.dark, 'M220 300Q220 190 300 190Q380 190 380 300', 16) +
      shape(
        paint,
        'M110 330Q110 280 160 280H440Q490 280 490 330V560Q490 600 450 600H150Q110 600 110 560Z',
      ) +
      filled(
        paint,
        paint.dark,
        'M110 330Q110 280 160 280H180V600H150Q110 600 110 560ZM490 330Q490 280 440 280H420V600H450Q490 600 490 560Z',
      ) +
      stroke(paint.light, 'M190 300H410', 5) +
      stroke(paint.dark, 'M192 560H408', 3, true) +
      dot(brass, 404, 300, 8),
    ground: 626,
    spread: 220,
  }),
  luggage: (paint) => ({
    body:
      stroke('#6d6f75', 'M252 204V112H348V204', 12) +
      shape(
        paint,
        'M170 230Q170 200 200 200H400Q430 200 430 230V580Q430 610 400 610H200Q170 610 170 580Z',
      ) +
      stroke(paint.dark, 'M236 224V586M300 224V586M364 224V586', 5) +
      stroke(paint.light, 'M190 214V596', 4) +
      dot('#34353a', 206, 628, 17) +
      dot('#34353a', 394, 628, 17),
    ground: 648,
    spread: 150,
  }),
} satisfies Partial<Record<ArtKind, Draw>>;
