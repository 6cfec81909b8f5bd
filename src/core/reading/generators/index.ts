import type { Generator } from '../../math/generator-types';
import { GRADE_3_WORDS } from '../word-lists/grade-3';
import { GRADE_4_WORDS } from '../word-lists/grade-4';
import { GRADE_5_WORDS } from '../word-lists/grade-5';
import { affixGenerator } from './affixes';
import { capitalsGenerator } from './capitals';
import { commasGenerator } from './commas';
import { homophonesGenerator } from './homophones';
import { agreementGenerator } from './subject-verb-agreement';
import { contextCluesGenerator } from './context-clues';
import { multipleMeaningGenerator } from './multiple-meaning';
import { synonymsAntonymsGenerator } from './synonyms-antonyms';

/** Reading generators: vocabulary and editing items for grades 3–5 (register new ones here). */
export const READING_GENERATORS: readonly Generator[] = [
  affixGenerator({ id: '3.3C.prefixes-and-suffixes', teksCode: '3.3C', words: GRADE_3_WORDS, earlier: [] }),
  affixGenerator({
    id: '4.3C.affixes-and-roots',
    teksCode: '4.3C',
    words: GRADE_4_WORDS,
    earlier: [GRADE_3_WORDS],
  }),
  affixGenerator({
    id: '5.3C.affixes-and-roots',
    teksCode: '5.3C',
    words: GRADE_5_WORDS,
    earlier: [GRADE_4_WORDS, GRADE_3_WORDS],
  }),
  synonymsAntonymsGenerator({
    id: '3.3D.synonyms-and-antonyms',
    teksCode: '3.3D',
    entries: GRADE_3_WORDS.synonyms,
  }),
  multipleMeaningGenerator({
    id: '3.3B.multiple-meaning-words',
    teksCode: '3.3B',
    words: GRADE_3_WORDS.multipleMeaning,
  }),
  multipleMeaningGenerator({
    id: '4.3B.multiple-meaning-words',
    teksCode: '4.3B',
    words: GRADE_4_WORDS.multipleMeaning,
  }),
  multipleMeaningGenerator({
    id: '5.3B.multiple-meaning-words',
    teksCode: '5.3B',
    words: GRADE_5_WORDS.multipleMeaning,
  }),
  contextCluesGenerator({ id: '3.3B.context-clues', teksCode: '3.3B', words: GRADE_3_WORDS.contextClues }),
  contextCluesGenerator({ id: '4.3B.context-clues', teksCode: '4.3B', words: GRADE_4_WORDS.contextClues }),
  contextCluesGenerator({ id: '5.3B.context-clues', teksCode: '5.3B', words: GRADE_5_WORDS.contextClues }),
  agreementGenerator({ id: '3.11D(i).subject-verb-agreement', teksCode: '3.11D(i)', grade: 3 }),
  agreementGenerator({ id: '4.11D(i).subject-verb-agreement', teksCode: '4.11D(i)', grade: 4 }),
  agreementGenerator({ id: '5.11D(i).subject-verb-agreement', teksCode: '5.11D(i)', grade: 5 }),
  capitalsGenerator({ id: '3.11D(ix).capital-letters', teksCode: '3.11D(ix)', grade: 3 }),
  capitalsGenerator({ id: '4.11D(ix).capital-letters', teksCode: '4.11D(ix)', grade: 4 }),
  capitalsGenerator({ id: '5.11D(ix).capital-letters', teksCode: '5.11D(ix)', grade: 5 }),
  commasGenerator({ id: '3.11D(x).commas-in-a-series', teksCode: '3.11D(x)', grade: 3 }),
  commasGenerator({ id: '4.11D(x).commas-in-compound-sentences', teksCode: '4.11D(x)', grade: 4 }),
  commasGenerator({ id: '5.11D(x).commas-in-sentences', teksCode: '5.11D(x)', grade: 5 }),
  homophonesGenerator({ id: '3.2B(ii).homophones', teksCode: '3.2B(ii)', grade: 3 }),
  homophonesGenerator({ id: '4.2B(ii).homophones', teksCode: '4.2B(ii)', grade: 4 }),
  homophonesGenerator({ id: '5.11D(xi).homophones', teksCode: '5.11D(xi)', grade: 5 }),
];
