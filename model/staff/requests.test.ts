import { describe, expect, it } from 'vitest';
import { checkStep, noStepFields } from './requests';

const orderId = 'Ab3dEfGh1jKlMn0pQrSt';

describe('a step’s fields, checked as the callables check them', () => {
  it('sends a dispatch with the courier and tracking reference trimmed', () => {
    expect(
      checkStep(orderId, 'dispatch', {
        ...noStepFields,
        courier: '  G4S  ',
        tracking: ' KE123 ',
      }),
    ).toEqual({ request: { orderId, action: 'dispatch', courier: 'G4S', tracking: 'KE123' } });
  });

  it('takes a dispatch without a tracking reference', () => {
    expect(checkStep(orderId, 'dispatch', { ...noStepFields, courier: 'Rider Otieno' })).toEqual({
      request: { orderId, action: 'dispatch', courier: 'Rider Otieno', tracking: '' },
    });
  });

  it('refuses a dispatch without a courier or rider', () => {
    expect(checkStep(orderId, 'dispatch', { ...noStepFields, courier: '   ' })).toEqual({
      errors: { courier: 'Name the courier or rider.' },
    });
  });

  it('takes a courier and a tracking reference of 40 characters', () => {
    // 40 characters, punctuation the shopper's text may carry included.
    const forty = "O'Brien & Sons (KE/104-233) #7: G4S. Ltd";
    expect(forty).toHaveLength(40);
    expect(checkStep(orderId, 'dispatch', { courier: forty, tracking: forty, reason: '' })).toEqual(
      { request: { orderId, action: 'dispatch', courier: forty, tracking: forty } },
    );
  });

  it('refuses a courier or tracking reference over 40 characters', () => {
    expect(
      checkStep(orderId, 'dispatch', {
        courier: 'x'.repeat(41),
        tracking: 'y'.repeat(41),
        reason: '',
      }),
    ).toEqual({
      errors: { courier: 'Keep it under 40 characters.', tracking: 'Keep it under 40 characters.' },
    });
  });

  it.each([
    ['angle brackets', '<script>'],
    ['a new line', 'G4S\nCall 0700000000'],
    ['an emoji', 'Rider 🚀'],
  ])(
    'refuses %s in the courier and tracking reference: they go into the shopper’s text',
    (_, typed) => {
      const message =
        "Use letters, digits, spaces and simple punctuation (. , ' & ( ) / # : -) only.";
      expect(
        checkStep(orderId, 'dispatch', { courier: typed, tracking: typed, reason: '' }),
      ).toEqual({
        errors: { courier: message, tracking: message },
      });
    },
  );

  it('refuses a cancellation without a reason, and sends one with it', () => {
    expect(checkStep(orderId, 'cancel', noStepFields)).toEqual({
      errors: { reason: 'Say why the order is cancelled.' },
    });
    expect(checkStep(orderId, 'cancel', { ...noStepFields, reason: ' Customer asked ' })).toEqual({
      request: { orderId, action: 'cancel', reason: 'Customer asked' },
    });
  });

  it('sends nothing but the order for confirming, packing and delivering', () => {
    const typed = { courier: 'G4S', tracking: 'KE1', reason: 'left over' };
    expect(checkStep(orderId, 'confirm', typed)).toEqual({
      request: { orderId, action: 'confirm' },
    });
    expect(checkStep(orderId, 'pack', typed)).toEqual({ request: { orderId, action: 'pack' } });
    expect(checkStep(orderId, 'deliver', typed)).toEqual({
      request: { orderId, action: 'deliver' },
    });
  });

  it('names a fault of the order itself apart from the fields', () => {
    expect(checkStep('not-an-order', 'pack', noStepFields)).toEqual({
      errors: { order: 'Not a checkout id.' },
    });
  });
});
