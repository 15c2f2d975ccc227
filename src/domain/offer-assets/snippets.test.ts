import { describe, expect, it } from 'vitest';
import { fillMacros, globalPostbackUrl, macrosIn, methodSnippet, postbackUrl, trackingSnippet } from './snippets.ts';
import { trackingRuleErrors } from './tracking.ts';

const input = { origin: 'https://bc.example', offerId: 42, token: 'tok_1' };

describe('tracking snippets', () => {
  it('postback templates keep macros literal and point at /track/postback', () => {
    expect(postbackUrl(input, 7)).toBe(
      'https://bc.example/track/postback?token=tok_1&offer_id=42&event=7&click_id={click_id}&transaction_id={transaction_id}&amount={amount}',
    );
    expect(postbackUrl(input)).toContain('event={event}');
    expect(macrosIn(globalPostbackUrl('https://bc.example', 't'))).toEqual(['click_id', 'event', 'transaction_id', 'amount']);
  });

  it('each tracking type has its endpoint; click pixel carries partner and sub macros', () => {
    expect(trackingSnippet('js_pixel', input)).toContain('<script src="https://bc.example/track/script.js" async></script>');
    expect(trackingSnippet('iframe_pixel', input, 3)).toContain(
      'src="https://bc.example/track/pixel.html?offer_id=42&amp;event=3&amp;transaction_id={transaction_id}',
    );
    const click = trackingSnippet('click_pixel', input);
    expect(click).toContain('/track/pixel.gif?type=click&amp;offer_id=42&amp;partner_id={partner_id}&amp;click_id={click_id}');
    expect(macrosIn(click)).toEqual(['partner_id', 'click_id', 'sub1', 'sub2', 'sub3', 'sub4', 'sub5']);
    expect(trackingSnippet('s2s', input, 1)).toBe(postbackUrl(input, 1));
    expect(methodSnippet('image_pixel', input, 5)).toContain('/track/pixel.gif?offer_id=42&amp;event=5');
  });

  it('fills macros with encoded values and leaves unknown ones', () => {
    const url = fillMacros(postbackUrl(input, 7), { click_id: 'c 1', amount: '10.50', transaction_id: 'A&B' });
    expect(url).toBe('https://bc.example/track/postback?token=tok_1&offer_id=42&event=7&click_id=c%201&transaction_id=A%26B&amount=10.50');
    expect(fillMacros('{sub1}-{nope}', { sub1: 'x' })).toBe('x-{nope}');
  });

  it('origin and token with special characters cannot break out of the attribute', () => {
    expect(trackingSnippet('iframe_pixel', { ...input, origin: 'https://x.example/"onload="' })).not.toContain('"onload="');
  });
});

describe('tracking rules (spec 2 §5)', () => {
  const base = { tracking_type: 's2s' as const, uses_discount_program: false, methods: [] };
  it('promo-code placeholder required with a discount program', () => {
    expect(trackingRuleErrors({ ...base, uses_discount_program: true, tracking_url: 'https://a.example/?o={transaction_id}' })).toEqual([
      { field: 'tracking_url', code: 'promo_code_placeholder' },
    ]);
    expect(trackingRuleErrors({ ...base, uses_discount_program: true, tracking_url: 'https://a.example/?p={promo_code}' })).toEqual([]);
  });
  it('JS pixel and button target are not supported with a specific tracking URL', () => {
    expect(trackingRuleErrors({ ...base, tracking_type: 'js_pixel', tracking_url: 'https://a.example' })).toEqual([
      { field: 'tracking_type', code: 'tracking_url_unsupported' },
    ]);
    expect(trackingRuleErrors({ ...base, tracking_type: 'js_pixel', tracking_url: '' })).toEqual([]);
    expect(trackingRuleErrors({ ...base, methods: ['button_target'], tracking_url: 'https://a.example' })).toEqual([
      { field: 'tracking_url', code: 'tracking_url_unsupported' },
    ]);
  });
});
