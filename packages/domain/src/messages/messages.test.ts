import { describe, expect, it } from 'vitest';
import {
  DOMAIN_LOCALES,
  DOMAIN_MESSAGE_IDS,
  domainMessages,
  isDomainMessageId,
  translateDomainMessage,
} from './index.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('domainMessages', () => {
  it.each(DOMAIN_LOCALES)('has a non-empty text for every id in %s, and no extra ids', (locale) => {
    const catalogue = domainMessages[locale];
    const missing = DOMAIN_MESSAGE_IDS.filter((id) => typeof catalogue[id] !== 'string' || catalogue[id].trim() === '');
    expect(missing).toEqual([]);
    expect(Object.keys(catalogue).sort()).toEqual([...DOMAIN_MESSAGE_IDS].sort());
  });

  it.each(DOMAIN_LOCALES)('uses the same placeholders in %s as in English', (locale) => {
    const different = DOMAIN_MESSAGE_IDS.filter(
      (id) => placeholders(domainMessages[locale][id]).join() !== placeholders(domainMessages['en-US'][id]).join(),
    );
    expect(different).toEqual([]);
  });

  it('translates Chinese texts into Chinese', () => {
    const han = /\p{Script=Han}/u;
    // A text of placeholders and punctuation alone ("{column}: {reason}") has no words to translate.
    const words = (text: string) => /\p{L}/u.test(text.replace(/\{\w+\}/g, ''));
    for (const id of DOMAIN_MESSAGE_IDS.filter((one) => words(domainMessages['en-US'][one]))) {
      expect(domainMessages['zh-CN'][id], id).toMatch(han);
      expect(domainMessages['zh-TW'][id], id).toMatch(han);
    }
  });

  it("holds the product's session, import, download and success messages word for word", () => {
    expect(domainMessages['en-US']['auth.sessionExpired']).toBe(
      'Current login status has expired, please log in again',
    );
    expect(domainMessages['en-US']['auth.noPermissions']).toBe('No role permissions available. Contact administrator!');
    expect(domainMessages['en-US']['import.onlyExcel']).toBe('Only Excel spreadsheet files can be imported!');
    expect(domainMessages['en-US']['auth.notLoggedIn']).toBe('Not logged in, please log in');
    expect(domainMessages['en-US']['download.failed']).toBe('Download failed, please contact administrator');
    expect(domainMessages['zh-CN']['auth.sessionExpired']).toBe('当前登录状态已过期，请重新登录');
    expect(domainMessages['zh-TW']['captcha.fetchFailed']).toBe('取得驗證碼失敗，請稍後再試！');
    for (const id of ['saved', 'added', 'modified', 'deleted', 'statusChanged', 'passwordReset']) {
      expect(isDomainMessageId(`success.${id}`)).toBe(true);
    }
  });
});

describe('translateDomainMessage', () => {
  it('fills placeholders', () => {
    expect(translateDomainMessage('en-US', 'import.creationFailed', { count: 3 })).toBe('Creation failed: 3');
    expect(translateDomainMessage('zh-CN', 'import.creationFailed', { count: 3 })).toBe('创建失败：3 条');
    expect(translateDomainMessage('zh-TW', 'upload.size', { max: '2 MB' })).toBe('檔案過大，不能超過 2 MB');
  });

  it('leaves a placeholder without value as written', () => {
    expect(translateDomainMessage('en-US', 'import.summary', { success: 2 })).toBe('2 created, {failure} failed');
  });

  it('returns an unknown id as it is and falls back to zh-CN for an unknown locale', () => {
    expect(translateDomainMessage('en-US', 'server says no' as never)).toBe('server says no');
    expect(translateDomainMessage('fr-FR' as never, 'success.saved')).toBe('保存成功');
  });

  it('recognises ids', () => {
    expect(isDomainMessageId('success.saved')).toBe(true);
    expect(isDomainMessageId('toString')).toBe(false);
    expect(isDomainMessageId(42)).toBe(false);
  });
});
