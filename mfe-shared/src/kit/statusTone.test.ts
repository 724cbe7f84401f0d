import { describe, expect, it } from '@jest/globals';
import { statusTone } from './statusTone';

describe('statusTone', () => {
  it.each([
    ['In Stock', 'green'],
    ['Approved', 'green'],
    ['approved', 'green'],
    ['Completed', 'green'],
    ['Low Stock', 'yellow'],
    ['Pending', 'yellow'],
    ['Planning', 'yellow'],
    ['Approval Needed', 'yellow'],
    ['In Production', 'yellow'],
    ['Meeting Request', 'yellow'],
    ['Approval Required', 'yellow'],
    ['Out of Stock', 'red'],
    ['Cancelled', 'red'],
    ['Rejected', 'red'],
    ['Shipping', 'blue'],
    ['Order Update', 'blue'],
    ['Delayed', 'destructive'],
    ['Urgent', 'destructive'],
    ['Quality Check', 'neutral'],
    ['blocked', 'neutral'],
    ['', 'neutral'],
  ])('%s is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
