/** Gloves, hats, scarves and belts. */
import type { ArtKind } from '../../mocks/fixtures/catalog';
import { dot, filled, shape, stroke, type Draw } from './svg';

const glove =
  'M180 600V450Q150 400 140 330L135 262Q135 240 152 240Q168 240 170 260L175 330L178 202Q178 180 196 180Q214 180 214 202L216 320L220 172Q220 150 238 150Q256 150 256 172V320L262 192Q262 170 280 170Q298 170 298 192L295 340L300 330Q318 290 340 300Q356 312 345 335L310 450V600Z';

/** Three holes along the inner coil, where the tongue of the buckle would go. */
const beltHoles = [200, 220, 240].map((degrees): [number, number] => {
  const angle = (degrees * Math.PI) / 180;
  return [Math.round(300 + 104 * Math.cos(angle)), Math.round(390 + 104 * Math.sin(angle))];
});

export const accessories = {
  gloves: (paint) => {
    const one = shape(paint, glove) + filled(paint, paint.dark, 'M180 556H310V604H180Z');
    return {
      body: `<g transform="translate(-36 20)">${one}</g><g transform="matrix(-1 0 0 1 636 0)">${one}</g>`,
      ground: 640,
      spread: 210,
    };
  },
  hat: (paint) => ({
    body:
      shape(paint, 'M70 470Q70 410 300 410Q530 410 530 470Q530 530 300 530Q70 530 70 470Z') +
      shape(paint, 'M180 470Q170 300 232 258Q300 236 368 258Q430 300 420 470Q300 492 180 470Z') +
      filled(paint, paint.dark, 'M185 420Q300 440 415 420L419 462Q300 484 181 462Z') +
      stroke(paint.light, 'M300 250Q290 300 300 330', 5),
    ground: 556,
    spread: 230,
  }),
  cap: (paint) => ({
    body:
      shape(paint, 'M300 452Q400 430 496 454Q536 470 532 496Q420 512 300 482Z') +
      shape(paint, 'M150 460Q146 256 300 242Q452 252 460 460Q300 486 150 460Z') +
      stroke(paint.dark, 'M300 244Q250 320 236 470M300 244Q352 320 370 470', 3) +
      dot(paint.dark, 300, 244, 10) +
      stroke(paint.light, 'M172 440Q300 462 440 440', 4, true),
    ground: 530,
    spread: 210,
  }),
  beanie: (paint) => ({
    body:
      dot(paint.light, 300, 208, 42) +
      shape(paint, 'M170 470Q165 244 300 234Q435 244 430 470Z') +
      shape(paint, 'M160 440Q300 420 440 440L444 550Q300 570 156 550Z') +
      stroke(
        paint.dark,
        [190, 230, 270, 310, 350, 390, 420].map((x) => `M${x} 440V556`).join(''),
        3,
      ),
    ground: 590,
    spread: 170,
  }),
  scarf: (paint) => ({
    body:
      shape(paint, 'M230 290L300 300L290 620L216 610ZM310 300L380 286L396 600L322 614Z') +
      stroke(paint.light, 'M222 410L296 416M222 500L294 506M318 416L388 406M320 506L392 496', 12) +
      stroke(
        paint.dark,
        'M220 614v26M236 616v26M252 618v26M268 620v26M284 620v26M326 616v26M342 614v26M358 612v26M374 608v26M390 604v26',
        3,
      ) +
      shape(paint, 'M170 200Q300 300 430 200Q450 260 420 300Q300 380 180 300Q150 260 170 200Z'),
    ground: 672,
    spread: 130,
  }),
  belt: (paint) => ({
    body:
      `<circle cx="300" cy="390" r="176" fill="none" stroke="${paint.dark}" stroke-width="62"/>` +
      `<circle cx="300" cy="390" r="176" fill="none" stroke="${paint.fill}" stroke-width="52"/>` +
      `<circle cx="300" cy="390" r="104" fill="none" stroke="${paint.dark}" stroke-width="62"/>` +
      `<circle cx="300" cy="390" r="104" fill="none" stroke="${paint.fill}" stroke-width="52"/>` +
      stroke(paint.light, 'M300 198A192 192 0 0 1 492 390', 3, true) +
      stroke('#c9a44c', 'M448 334h88v112h-88Z', 12) +
      stroke('#c9a44c', 'M452 390H532', 8) +
      beltHoles.map(([x, y]) => dot(paint.dark, x, y, 6)).join(''),
    ground: 600,
    spread: 200,
  }),
} satisfies Partial<Record<ArtKind, Draw>>;
