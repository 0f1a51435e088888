/** Shoes, drawn side-on with the toe to the left (sandals from above). */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import type { Paint } from './paint';
import { dot, filled, shape, stroke, type Draw } from './svg';

/** A sole that stands out from the upper: off-white under dark shoes, grey under pale ones. */
function soleColour(paint: Paint): string {
  return paint.pale ? '#cfc9bf' : '#f4f2ec';
}

export const footwear = {
  sneaker: (paint) => ({
    body:
      filled(
        paint,
        soleColour(paint),
        'M84 520H512Q542 520 536 556L530 578Q524 594 504 594H96Q74 594 78 570L82 540Q84 520 104 520Z',
      ) +
      shape(
        paint,
        'M96 526Q86 470 150 458L220 440Q280 420 330 372Q390 398 440 362Q470 356 486 372Q520 420 522 526Z',
      ) +
      filled(
        paint,
        paint.light,
        'M318 382Q326 336 358 350L362 388ZM96 526Q92 478 150 466L184 526ZM230 502Q330 420 450 420L458 452Q350 452 262 512Z',
      ) +
      filled(paint, paint.dark, 'M486 372Q520 420 522 470H500Q498 420 470 382Z') +
      stroke(paint.dark, 'M236 438L262 462M260 424L286 448M284 408L310 432', 5) +
      stroke(paint.dark, 'M102 548H516', 3, true),
    ground: 606,
    spread: 230,
  }),
  sandal: (paint) => ({
    body:
      filled(
        paint,
        paint.dark,
        'M300 140C392 140 412 262 396 362C386 442 402 522 382 592C366 644 234 644 218 592C198 522 214 442 204 362C188 262 208 140 300 140Z',
      ) +
      filled(
        paint,
        paint.light,
        'M300 156C376 156 394 262 380 360C370 440 386 520 368 584C354 626 246 626 232 584C214 520 230 440 220 360C206 262 224 156 300 156Z',
      ) +
      shape(
        paint,
        'M186 262Q300 222 414 262L410 320Q300 284 190 320ZM190 400Q300 366 410 400L406 460Q300 426 194 460Z',
      ) +
      dot(paint.trim, 396, 290, 6) +
      dot(paint.trim, 392, 430, 6),
    ground: 650,
    spread: 140,
  }),
  'official-shoe': (paint) => ({
    body:
      filled(paint, paint.dark, 'M86 552H446V576H98Q80 570 86 552ZM440 552H516L512 592H446Z') +
      shape(
        paint,
        'M90 554Q84 500 132 484L262 454Q302 420 342 414L452 420Q502 426 512 472L516 554Z',
      ) +
      stroke(paint.dark, 'M132 484Q168 520 228 462M342 414Q360 470 420 478') +
      stroke(paint.light, 'M282 440L322 466M300 428L338 452', 4) +
      stroke(paint.light, 'M150 500Q220 480 250 470', 6),
    ground: 600,
    spread: 230,
  }),
  heel: (paint) => ({
    body:
      filled(paint, paint.dark, 'M452 430L502 428L486 612H472Z') +
      shape(
        paint,
        'M70 560Q80 520 150 505L232 490Q300 500 360 440Q420 390 505 378Q522 400 505 430Q430 450 390 500Q330 566 230 576H90Q64 572 70 560Z',
      ) +
      filled(
        paint,
        paint.light,
        'M232 490Q300 500 360 440Q420 396 496 384Q430 420 400 452Q340 510 232 490Z',
      ) +
      stroke(paint.dark, 'M92 576H230Q330 566 390 500', 3),
    ground: 618,
    spread: 220,
  }),
  flat: (paint) => ({
    body:
      filled(paint, paint.dark, 'M80 556H522V574H92Q76 570 80 556Z') +
      shape(
        paint,
        'M80 554Q88 482 168 470Q250 468 300 498Q380 520 440 482Q500 470 520 500L524 554Z',
      ) +
      filled(paint, paint.light, 'M300 498Q380 520 440 482Q400 500 330 496Z') +
      filled(paint, paint.dark, 'M150 486l-26-16v34ZM150 486l26-16v34Z') +
      dot(paint.dark, 150, 486, 6),
    ground: 588,
    spread: 230,
  }),
  boot: (paint) => ({
    body:
      filled(paint, paint.dark, 'M86 560H462V600H96Q78 586 86 560Z') +
      shape(paint, 'M92 562Q86 506 150 490L272 460L278 240H452L456 562Z') +
      filled(paint, paint.dark, 'M396 262H440L432 424Q412 436 396 424Z') +
      shape(paint, 'M278 240H452V268H278Z') +
      stroke(paint.light, 'M150 520Q210 500 250 490', 6),
    ground: 612,
    spread: 220,
  }),
} satisfies Partial<Record<ArtKind, Draw>>;
