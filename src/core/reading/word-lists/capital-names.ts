import type { Grade } from '../../teks/teks-types';

/**
 * Names that need capital letters, by what each grade's capitalisation SE names (x.11D(ix)): grade 3
 * official titles, holidays and places; grade 4 historical events and documents, languages and
 * nationalities, and titles of books; grade 5 abbreviations, initials, acronyms and organisations.
 * Each kind has sentence frames; `{proper}` is where the name goes.
 */
export interface CapitalKind {
  kind: string;
  /** Said in the explanation: "Holidays are names, so …". */
  rule: string;
  names: readonly string[];
  frames: readonly string[];
}

/** Little words stay lower case inside a name unless they come first: "Battle of the Alamo". */
export const SMALL_WORDS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'and',
  'on',
  'in',
  'for',
  'a',
  'an',
  'to',
  'at',
]);

// Lists read best one entry to a line.
// prettier-ignore
const GRADE_3: readonly CapitalKind[] = [
  {
    kind: 'holiday',
    rule: 'The name of a holiday begins with a capital letter.',
    names: ['Thanksgiving', 'Labor Day', 'Memorial Day', 'Independence Day', 'Earth Day', 'Juneteenth', 'Veterans Day', "New Year's Day", "Mother's Day", 'Lunar New Year'],
    frames: ['{name} made a card for {proper}.', 'Our school is closed on {proper}.', 'My family eats a big meal on {proper}.', '{name} and {other} marched in a parade on {proper}.'],
  },
  {
    kind: 'place',
    rule: 'The name of a special place begins with a capital letter.',
    names: ['San Antonio', 'Big Bend National Park', 'Lake Travis', 'Galveston Island', 'Padre Island', 'Fort Worth', 'Palo Duro Canyon', 'Main Street', 'Enchanted Rock', 'Corpus Christi'],
    frames: ['Last summer, {name} visited {proper}.', '{name} took a picture at {proper}.', 'We drove to {proper} for a picnic.', 'My aunt lives near {proper}.'],
  },
  {
    kind: 'title',
    rule: 'A title that comes before a name, like Mayor or Judge, begins with a capital letter.',
    names: ['Mayor Garza', 'Judge Lee', 'Governor Brown', 'Captain Ruiz', 'Senator Davis', 'Sheriff Diaz', 'Doctor Patel', 'Principal Young'],
    frames: ['Today, {proper} spoke to our class.', '{name} shook hands with {proper}.', 'We wrote a letter to {proper}.', 'At the fair, {proper} gave a speech.'],
  },
];

// prettier-ignore
const GRADE_4: readonly CapitalKind[] = [
  {
    kind: 'event',
    rule: 'The name of a historical event or period begins with capital letters.',
    names: ['Battle of the Alamo', 'Battle of San Jacinto', 'Texas Revolution', 'Civil War', 'Great Depression', 'Gold Rush', 'Space Age'],
    frames: ['{name} wrote a report about the {proper}.', 'Our class read a book about the {proper}.', 'The museum has a room about the {proper}.'],
  },
  {
    kind: 'document',
    rule: 'The name of an important document begins with capital letters.',
    names: ['Declaration of Independence', 'Texas Declaration of Independence', 'Bill of Rights', 'Constitution of the United States'],
    frames: ['{name} saw a copy of the {proper} at the museum.', 'We learned about the {proper} in class.', 'Our teacher read part of the {proper} to us.'],
  },
  {
    kind: 'language',
    rule: 'The name of a language begins with a capital letter.',
    names: ['Spanish', 'Vietnamese', 'Chinese', 'French', 'German', 'Korean', 'Arabic', 'English'],
    frames: ['{name} is learning to speak {proper}.', 'The library has books in {proper}.', '{name} and {other} sang a song in {proper}.'],
  },
  {
    kind: 'nationality',
    rule: 'A word for the people of a country begins with a capital letter.',
    names: ['Mexican', 'Vietnamese', 'Nigerian', 'Canadian', 'Irish', 'Korean', 'Indian', 'American'],
    frames: ["{name}'s grandparents are {proper}.", 'Our class learned a {proper} folk dance.', '{name} cooked a {proper} dish for the fair.'],
  },
  {
    kind: 'book title',
    rule: 'The important words in the title of a book begin with capital letters.',
    names: ['The Lion and the Mouse', 'A Day at the Beach', 'The Girl Who Loved Horses', 'Tales of the Texas Plains', 'The Secret of the Old Clock', 'Frog and Toad Are Friends'],
    frames: ['{name} read the book {proper} twice.', 'My favorite book is {proper}.', '{name} gave {other} a copy of {proper}.'],
  },
];

// prettier-ignore
const GRADE_5: readonly CapitalKind[] = [
  {
    kind: 'title abbreviation',
    rule: 'A short form of a title before a name, like Dr. or Mrs., begins with a capital letter.',
    names: ['Dr. Ramos', 'Mr. Chen', 'Mrs. Okafor', 'Ms. Lopez', 'Dr. Nguyen', 'Mr. Baker'],
    frames: ['{name} had a checkup with {proper} on Monday.', 'We mailed a thank-you card to {proper}.', '{name} got help from {proper} on the science project.'],
  },
  {
    kind: 'street abbreviation',
    rule: 'A short form in a street name, like St. or Ave., begins with a capital letter.',
    names: ['Elm St.', 'Pecan Ave.', 'Bluebonnet Rd.', 'Lamar Blvd.', 'Oak St.'],
    frames: ['The parade went down {proper}.', 'We live on {proper}.', "{name}'s school is on {proper}."],
  },
  {
    kind: 'initials',
    rule: 'Initials stand for names, so they are capital letters followed by periods.',
    names: ['J. T. Garza', 'A. J. Patel', 'L. M. Ortiz', 'R. K. Nguyen', 'C. J. Baker'],
    frames: ['The author {proper} visited our school.', '{name} wrote a report about {proper}.', 'The award went to {proper}.'],
  },
  {
    kind: 'acronym',
    rule: 'An acronym is made of the first letters of a name, so every letter is a capital.',
    names: ['NFL', 'YMCA', 'NBA', 'PTA', 'FBI'],
    frames: ['{name} read an article about the {proper}.', 'Our class wrote a letter to the {proper}.', '{name} asked a question about the {proper}.'],
  },
  {
    kind: 'organization',
    rule: 'The name of an organization begins with capital letters.',
    names: ['Red Cross', 'Girl Scouts', 'Houston Food Bank', 'National Weather Service', 'Texas Parks and Wildlife Department', 'Boys and Girls Club'],
    frames: ['{name} read a flyer from the {proper}.', 'The {proper} helped after the storm.', "{name}'s aunt works for the {proper}."],
  },
];

export const CAPITAL_KINDS: Record<Grade, readonly CapitalKind[]> = { 3: GRADE_3, 4: GRADE_4, 5: GRADE_5 };
