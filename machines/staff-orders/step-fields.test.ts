import { describe, expect, it } from 'vitest';
import { checkStep, noStepFields } from './step-fields';

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

  it('refuses a tracking reference over 80 characters', () => {
    expect(
      checkStep(orderId, 'dispatch', { ...noStepFields, courier: 'G4S', tracking: 'x'.repeat(81) }),
    ).toEqual({ errors: { tracking: 'Keep it under 80 characters.' } });
  });

  it('refuses a cancellation without a reason, and sends one with it', () => {
    expect(checkStep(orderId, 'cancel', noStepFields)).toEqual({
      errors: { reason: 'Say why the order is cancelled.' },
    });
    expect(checkStep(orderId, 'cancel', { ...noStepFields, reason: ' Customer asked ' })).toEqual({
      request: { orderId, action: 'cancel', reason: 'Customer asked' },
    });
  });

  it('sends nothing but the order for packing and delivering', () => {
    const typed = { courier: 'G4S', tracking: 'KE1', reason: 'left over' };
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
