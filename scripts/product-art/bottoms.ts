/** Trousers, shorts and tracksuits. */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import { dot, filled, shape, stroke, type Draw } from './svg';

const denimStitch = '#d9a52b';

export const bottoms = {
  jeans: (paint) => ({
    body:
      shape(paint, 'M178 162H422L446 642H330L300 306L270 642H154Z') +
      shape(paint, 'M178 120H422V162H178Z') +
      [206, 293, 380].map((x) => shape(paint, `M${x} 114h14v56h-14Z`)).join('') +
      stroke(paint.dark, 'M300 162V300M186 166Q232 206 254 162M414 166Q368 206 346 162') +
      stroke(
        denimStitch,
        'M300 170Q326 176 324 232Q322 270 300 286M158 622H268M332 622H442',
        3,
        true,
      ) +
      dot(denimStitch, 300, 141, 7),
    ground: 668,
    spread: 180,
  }),
  trousers: (paint) => ({
    body:
      shape(paint, 'M186 160H414L430 646H326L300 300L274 646H170Z') +
      shape(paint, 'M186 124H414V160H186Z') +
      stroke(paint.light, 'M240 176L222 640M360 176L378 640', 3) +
      stroke(paint.dark, 'M196 164L222 236M404 164L378 236M300 160V290') +
      dot(paint.dark, 300, 142, 6),
    ground: 672,
    spread: 170,
  }),
  'cargo-pants': (paint) => ({
    body:
      shape(paint, 'M182 160H418L440 646H328L300 300L272 646H160Z') +
      shape(paint, 'M182 122H418V160H182Z') +
      shape(paint, 'M166 352L232 348L236 448L172 452ZM434 352L368 348L364 448L428 452Z') +
      filled(
        paint,
        paint.dark,
        'M164 344L234 340L235 366L166 370ZM436 344L366 340L365 366L434 370Z',
      ) +
      stroke(paint.dark, 'M196 164L222 236M404 164L378 236M300 160V290') +
      stroke(paint.dark, 'M164 620H270M330 620H436', 3, true),
    ground: 672,
    spread: 180,
  }),
  joggers: (paint) => ({
    body:
      shape(paint, 'M190 170H410L428 570H344L300 300L256 570H172Z') +
      filled(
        paint,
        paint.dark,
        'M190 128H410V170H190ZM172 570H256L250 628H180ZM344 570H428L420 628H350Z',
      ) +
      stroke(paint.trim, 'M292 150q-6 46-18 78M308 150q6 46 18 78', 4) +
      stroke(paint.dark, 'M202 176L228 246M398 176L372 246'),
    ground: 654,
    spread: 160,
  }),
  leggings: (paint) => ({
    body:
      shape(paint, 'M204 180H396L384 646H326L300 336L274 646H216Z') +
      filled(paint, paint.dark, 'M204 130H396V180H204Z') +
      stroke(paint.light, 'M252 190L246 640M348 190L354 640', 2),
    ground: 672,
    spread: 130,
  }),
  shorts: (paint) => ({
    body:
      shape(paint, 'M172 266H428L462 506L322 524L300 372L278 524L138 506Z') +
      filled(paint, paint.dark, 'M172 226H428V266H172Z') +
      stroke(paint.trim, 'M292 246q-4 40-14 64M308 246q4 40 14 64', 4) +
      stroke(paint.dark, 'M146 488L276 504M324 504L454 488', 3, true),
    ground: 550,
    spread: 190,
  }),
  tracksuit: (paint) => ({
    body:
      shape(paint, 'M205 400H395L410 670H330L300 500L270 670H190Z') +
      stroke(paint.trim, 'M398 410L412 664M202 410L188 664', 7) +
      shape(
        paint,
        'M245 95H355L415 120Q450 190 468 360L430 368L400 220V420H200V220L170 368L132 360Q150 190 185 120Z',
      ) +
      filled(paint, paint.dark, 'M245 95L300 128L355 95L362 108L300 148L238 108Z') +
      stroke(paint.trim, 'M418 128Q452 200 466 352M182 128Q148 200 134 352', 7) +
      stroke(paint.dark, 'M300 146V420'),
    ground: 694,
    spread: 150,
  }),
} satisfies Partial<Record<ArtKind, Draw>>;
