import { describe, expect, it } from 'vitest';
import { DATA_SCOPES, dataScopeLabel, defaultDataScope, isDataScope } from './data-scope.ts';
import { translateDomainMessage } from './messages/index.ts';

describe('data scopes', () => {
  it('recognises exactly the three scopes', () => {
    expect(DATA_SCOPES.every(isDataScope)).toBe(true);
    for (const value of ['', 'all', 'Classes', 1, null, undefined]) expect(isDataScope(value)).toBe(false);
  });

  it('labels each scope in every language', () => {
    expect(DATA_SCOPES.map((scope) => translateDomainMessage('zh-CN', dataScopeLabel(scope)))).toEqual([
      '全部数据',
      '所教年级',
      '所教班级',
    ]);
    expect(translateDomainMessage('en-US', dataScopeLabel('classes'))).toBe('Classes they teach');
  });

  it('starts PE and head teachers on their own classes, every other role on the organisation', () => {
    expect(defaultDataScope('101001')).toBe('classes');
    expect(defaultDataScope('101002')).toBe('classes');
    expect(defaultDataScope('101101')).toBe('organisation');
    expect(defaultDataScope('')).toBe('organisation');
  });
});
