import { SMS_TEMPLATES, fillSmsTemplate } from './sms-templates';

describe('SMS templates', () => {
  it('fills the variables in order and keeps each on one line', () => {
    expect(fillSmsTemplate('driver-registration-rejected', ['  CHD-7K3M-9QXP\n'])).toEqual({
      variables: ['CHD-7K3M-9QXP'],
      text: SMS_TEMPLATES['driver-registration-rejected'].replace('{#var#}', 'CHD-7K3M-9QXP'),
    });
  });

  it('refuses the wrong number of variables or an empty one: the operator would refuse the text', () => {
    expect(() => fillSmsTemplate('driver-registered', ['CHD-7K3M-9QXP'])).toThrow(/takes 2 variables, not 1/);
    expect(() => fillSmsTemplate('driver-registered', ['CHD-7K3M-9QXP', ' '])).toThrow(/empty variable/);
  });

  it('keeps each template in plain GSM characters, one SMS part of fixed text at most', () => {
    for (const template of Object.values(SMS_TEMPLATES)) {
      // no ₹ or curly quotes: one such character makes the whole message UCS-2, at 70 characters a part
      expect(template).toMatch(/^[A-Za-z0-9 .,:;!?"'()+\-#{}/]+$/);
      expect(template.replace(/\{#var#\}/g, '').length).toBeLessThanOrEqual(160);
    }
  });
});
