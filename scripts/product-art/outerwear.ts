/** Jackets, coats and vests. */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import { clipped, dot, filled, shape, stroke, type Draw } from './svg';

const jacketOutline =
  'M230 142H370L454 176Q498 262 522 552L472 564L434 330V596H166V330L128 564L78 552Q102 262 146 176Z';
const pufferOutline =
  'M232 148H368L456 180Q504 264 528 556L474 570L436 336L440 606Q300 626 160 606L164 336L126 570L72 556Q96 264 144 180Z';
const vestOutline = 'M232 142H368L424 162Q404 236 430 292V610Q300 630 170 610V292Q196 236 176 162Z';

/** Horizontal quilting lines across the whole canvas width, clipped to the garment. */
function quilting(colour: string, rows: readonly number[]): string {
  return stroke(colour, rows.map((y) => `M40 ${y}H560`).join(''), 3);
}

const quiltRows = [230, 300, 370, 440, 510, 580];

export const outerwear = {
  jacket: (paint) => ({
    body:
      shape(paint, jacketOutline) +
      filled(
        paint,
        paint.dark,
        'M230 142L300 196L370 142L388 156L300 226L212 156ZM166 566H434V600H166Z',
      ) +
      stroke(paint.dark, 'M300 222V596M190 440H260M340 440H410M84 520L130 530M470 530L516 520'),
    ground: 628,
    spread: 210,
  }),
  coat: (paint) => ({
    body:
      shape(
        paint,
        'M230 120H370L450 155Q495 250 520 560L470 572L435 320L445 670H155L165 320L130 572L80 560Q105 250 150 155Z',
      ) +
      filled(
        paint,
        paint.dark,
        'M230 120L300 262L262 282L214 140ZM370 120L300 262L338 282L386 140Z',
      ) +
      filled(paint, paint.dark, 'M161 430H439L440 456H160Z') +
      stroke(paint.dark, 'M300 262V670') +
      [330, 520].flatMap((y) => [dot(paint.dark, 270, y, 7), dot(paint.dark, 330, y, 7)]).join(''),
    ground: 696,
    spread: 210,
  }),
  'rain-jacket': (paint) => ({
    body:
      shape(paint, 'M224 170Q214 70 300 64Q386 70 376 170Z') +
      filled(paint, paint.dark, 'M246 168Q244 96 300 92Q356 96 354 168Z') +
      shape(
        paint,
        'M230 150H370L454 180Q498 266 522 560L472 572L434 336V624H166V336L128 572L78 560Q102 266 146 180Z',
      ) +
      stroke(paint.trim, 'M300 160V624', 5) +
      stroke(paint.dark, 'M196 420L232 500M404 420L368 500M84 528L130 538M470 538L516 528') +
      dot(paint.trim, 300, 196, 7),
    ground: 652,
    spread: 210,
  }),
  'puffer-jacket': (paint) => ({
    body:
      shape(paint, pufferOutline) +
      clipped('quilt', pufferOutline, quilting(paint.dark, quiltRows)) +
      shape(paint, 'M232 150Q300 172 368 150L372 112Q300 132 228 112Z') +
      stroke(paint.dark, 'M300 150V614'),
    ground: 640,
    spread: 220,
  }),
  vest: (paint) => ({
    body:
      shape(paint, vestOutline) +
      clipped('quilt', vestOutline, quilting(paint.dark, quiltRows)) +
      shape(paint, 'M232 144Q300 164 368 144L370 110Q300 128 230 110Z') +
      stroke(paint.dark, 'M300 146V618') +
      stroke(paint.light, 'M182 168Q204 236 176 290M418 168Q396 236 424 290', 5),
    ground: 648,
    spread: 160,
  }),
  windbreaker: (paint) => ({
    body:
      filled(paint, paint.dark, 'M236 150Q230 100 300 96Q370 100 364 150Z') +
      shape(paint, jacketOutline) +
      clipped(
        'block',
        jacketOutline,
        filled(paint, paint.light, 'M40 250L300 330L560 250V312L300 392L40 312Z'),
      ) +
      filled(paint, paint.dark, 'M166 566H434V600H166Z') +
      stroke(paint.dark, 'M300 150V596') +
      dot(paint.trim, 300, 214, 7),
    ground: 628,
    spread: 210,
  }),
} satisfies Partial<Record<ArtKind, Draw>>;
