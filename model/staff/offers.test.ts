import { describe, expect, it } from 'vitest';
import { blackFriday } from '@testing/fixtures/offers';
import { emptyOfferDraft, type Offer } from '../offer/offer';
import { offerStateAt, readEditedOffer, readOfferEvent, readOfferLine } from './offers';

/** A timestamp as any Firestore SDK reads one: the model knows it only by its `toDate`. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });

/** Black Friday as saveOffer stores it, used 12 times. */
const stored = {
  ...blackFriday,
  startsAt: at(blackFriday.startsAt),
  endsAt: at(blackFriday.endsAt!),
  uses: 12,
};

const offer = (change: Partial<Offer> = {}): Offer => ({ id: 'friday', ...blackFriday, ...change });

describe('where an offer stands', () => {
  it('is scheduled before its start, running from it, and ended from its end', () => {
    expect(offerStateAt(offer(), '2026-11-26T20:59:59.000Z')).toBe('scheduled');
    expect(offerStateAt(offer(), '2026-11-26T21:00:00.000Z')).toBe('running');
    expect(offerStateAt(offer(), '2026-11-30T20:59:00.000Z')).toBe('ended');
    expect(offerStateAt(offer({ endsAt: null }), '2030-01-01T00:00:00.000Z')).toBe('running');
  });

  it('is paused while staff pause it, until it ends', () => {
    const paused = offer({ paused: true });
    expect(offerStateAt(paused, '2026-11-20T00:00:00.000Z')).toBe('paused');
    expect(offerStateAt(paused, '2026-11-28T00:00:00.000Z')).toBe('paused');
    expect(offerStateAt(paused, '2026-12-01T00:00:00.000Z')).toBe('ended');
  });
});

describe('an offer as the back office reads it', () => {
  it('lists an offer with its uses and where it stands', () => {
    expect(readOfferLine('friday', stored, '2026-11-28T09:00:00.000Z')).toEqual({
      id: 'friday',
      name: 'Black Friday',
      offer: offer(),
      uses: 12,
      state: 'running',
    });
  });

  it('lists an offer it cannot read by its name, as giving nothing', () => {
    const damaged = { ...stored, kind: 'half-price' };
    expect(readOfferLine('friday', damaged, '2026-11-28T09:00:00.000Z')).toEqual({
      id: 'friday',
      name: 'Black Friday',
      offer: null,
      uses: 12,
      state: 'unreadable',
    });
    expect(readOfferLine('friday', {}, '2026-11-28T09:00:00.000Z').name).toBe('friday');
  });

  it('reads an offer into the form in Nairobi time', () => {
    expect(readEditedOffer('friday', stored)).toEqual({
      draft: {
        ...emptyOfferDraft,
        name: 'Black Friday',
        value: '20',
        startsAt: '2026-11-27T00:00',
        endsAt: '2026-11-30T23:59',
        code: 'FRIDAY20',
        usageLimit: '500',
        perPhoneLimit: '1',
      },
      readable: true,
      uses: 12,
    });
  });

  it('opens an offer it cannot read as an empty form with its name, to be put right', () => {
    expect(readEditedOffer('friday', { ...stored, startsAt: 'soon' })).toEqual({
      draft: { ...emptyOfferDraft, name: 'Black Friday' },
      readable: false,
      uses: 12,
    });
  });

  it('reads a History entry: who, when and each change, a kind outside the server’s as unknown', () => {
    const event = {
      kind: 'updated',
      at: at('2026-11-27T06:00:00.000Z'),
      by: { uid: 'u1', name: 'Baraka Mwangi' },
      changes: { code: { from: 'FRIDAY20', to: 'FRIDAY25' } },
    };
    expect(readOfferEvent('e1', event)).toEqual({
      id: 'e1',
      kind: 'updated',
      at: '2026-11-27T06:00:00.000Z',
      by: 'Baraka Mwangi',
      changes: [{ field: 'code', from: 'FRIDAY20', to: 'FRIDAY25' }],
    });
    expect(readOfferEvent('e2', { ...event, kind: 'hidden' }).kind).toBe('unknown');
  });
});
