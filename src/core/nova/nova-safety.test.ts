import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mentionedTeksCode, recognizeIntent } from './intents';
import { containsPersonalInfo, scrubPersonalInfo } from './personal-info';
import { looksLikeSchoolTalk, replyProblem, safetyConcernOf } from './safety';

describe('personal information is taken out of a message', () => {
  it.each([
    ['email me at maya.r+1@example.com please', 'email', 'maya.r+1@example.com'],
    ['my phone is (512) 555-0147', 'phone', '555-0147'],
    ['call 512-555-0147', 'phone', '512-555-0147'],
    ['I live at 1402 Bluebonnet Lane in Austin', 'address', '1402 Bluebonnet'],
    ['i live in Round Rock near the park', 'address', 'Round Rock'],
    ['My name is Maya Rodriguez and I like math', 'name', 'Rodriguez'],
    ['I go to Pecan Creek Elementary', 'school', 'Pecan Creek'],
    ['look at www.example.com/cats', 'link', 'example.com'],
    ['my birthday is March 3 2017', 'birthday', 'March 3'],
    ['my password is tiger123', 'password', 'tiger123'],
  ] as const)('%s', (message, kind, secret) => {
    const { text, removed } = scrubPersonalInfo(message);
    expect(removed).toContain(kind);
    expect(text).not.toContain(secret);
  });

  it('removes the names and school the server knows, in any case', () => {
    const { text, removed } = scrubPersonalInfo('maya here, from PECAN CREEK elementary. Maya needs help', {
      names: ['Maya', 'Rodriguez'],
      schools: ['Pecan Creek'],
    });
    expect(text).toBe('[name removed] here, from [school removed] elementary. [name removed] needs help');
    expect(removed.sort()).toEqual(['name', 'school']);
  });

  it('leaves school work alone: big numbers, money, times, fractions', () => {
    for (const message of [
      'what is 1000000000 rounded to the nearest million',
      'Is 3/4 bigger than 2/3?',
      'I have $12.50 and spend $4.25',
      'It is 3:45 now and the bus comes at 4:10',
      'why is 456 + 789 = 1,245 wrong',
      'explain 4.4H please',
    ]) {
      expect(scrubPersonalInfo(message)).toEqual({ text: message, removed: [] });
    }
  });

  it('never grows a message with nothing to remove, and scrubbing twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (message) => {
        const once = scrubPersonalInfo(message);
        expect(scrubPersonalInfo(once.text).text).toBe(once.text);
        if (once.removed.length === 0) expect(once.text).toBe(message);
      }),
    );
  });

  it('finds what a reply must not contain', () => {
    expect(containsPersonalInfo('write to help@example.org')).toBe(true);
    expect(containsPersonalInfo('3 + 4 = 7')).toBe(false);
  });
});

describe('safety', () => {
  it.each([
    ['I want to hurt myself', 'self-harm'],
    ['someone hits me at home', 'danger'],
    ["I'm being bullied", 'danger'],
    ['how to make a bomb', 'violence'],
    ['show me naked pictures', 'adult'],
    ['where can I buy a vape', 'drugs'],
  ] as const)('%s raises %s', (message, concern) => {
    expect(safetyConcernOf(message)).toBe(concern);
  });

  it('does not mistake school words for danger ("skill", "shoot for the stars", "count the beetles")', () => {
    for (const message of [
      'what skill should I practice',
      'shoot for the stars!',
      'the author kills time by describing the weather',
      'how many drugstores... no wait, how many stores are on the map',
    ]) {
      expect(safetyConcernOf(message), message).not.toBe('violence');
    }
    expect(safetyConcernOf('what skill should I practice')).toBeNull();
  });

  it('tells school talk from other talk', () => {
    expect(looksLikeSchoolTalk('how many sides does a hexagon have')).toBe(true);
    expect(looksLikeSchoolTalk('what is the area of this shape')).toBe(true);
    expect(looksLikeSchoolTalk('what is 7 x 8')).toBe(true);
    expect(looksLikeSchoolTalk('what is your favorite video game')).toBe(false);
  });

  it('refuses replies with links, contact details, unsafe topics, nothing, or too much', () => {
    expect(replyProblem('See https://example.com')).toBe('link');
    expect(replyProblem('Email me at a@b.co')).toBe('personal-info');
    expect(replyProblem('Beer is fun')).toBe('unsafe');
    expect(replyProblem('   ')).toBe('empty');
    expect(replyProblem('a'.repeat(2_000))).toBe('too-long');
    expect(replyProblem('Line up the place values, then add the ones first.')).toBeNull();
    expect(replyProblem('Please tell a grown-up you trust if someone hurts you.')).toBeNull();
  });
});

describe('what a child is asking for', () => {
  it.each([
    ['can I have a hint?', 'hint'],
    ["I'm stuck", 'hint'],
    ['why is my answer wrong', 'why-wrong'],
    ['what did I do wrong', 'why-wrong'],
    ['just tell me the answer', 'answer-request'],
    ["what's the answer", 'answer-request'],
    ['explain equivalent fractions', 'explain-skill'],
    ["I don't understand place value", 'explain-skill'],
    ['what should I practice?', 'what-to-practice'],
    ['what are my weak skills', 'what-to-practice'],
    ["I'm bad at math", 'feelings'],
    ['any tips for the STAAR test?', 'study-tip'],
    ['hello Nova', 'greeting'],
    ['thank you!', 'thanks'],
    ['bye', 'goodbye'],
    ['do you like pizza', 'other'],
  ] as const)('%s → %s', (message, intent) => {
    expect(recognizeIntent(message)).toBe(intent);
  });

  it('reads TEKS codes in the ways children and teachers write them', () => {
    expect(mentionedTeksCode('explain 4.4H')).toBe('4.4H');
    expect(mentionedTeksCode('what is 3.2.a about')).toBe('3.2A');
    expect(mentionedTeksCode('help with 5.3(K)')).toBe('5.3K');
    expect(mentionedTeksCode('what is 7 x 8')).toBeNull();
  });
});
