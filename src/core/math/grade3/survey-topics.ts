import type { StoryTheme } from '../../items/story-themes';

/**
 * Words for class surveys in the grade 3 data generators (3.8A, 3.8B): what was asked and four
 * answers, for each story theme. Always four categories, so the numbers drawn never depend on the
 * theme. Category words are short and plain for a grade 3 reader.
 */
export interface SurveyTopic {
  /** "favorite fruit": after "voted for their". */
  question: string;
  /** "Favorite Fruit": the graph or table title. */
  title: string;
  /** "Fruit": the column or axis heading. */
  heading: string;
  categories: readonly [string, string, string, string];
}

const topic = (question: string, heading: string, categories: SurveyTopic['categories']): SurveyTopic => ({
  question,
  title: question.charAt(0).toUpperCase() + question.slice(1),
  heading,
  categories,
});

export const SURVEY_TOPICS: Record<StoryTheme, readonly SurveyTopic[]> = {
  space: [
    topic('favorite planet', 'Planet', ['Mars', 'Venus', 'Saturn', 'Jupiter']),
    topic('favorite space trip', 'Trip', ['moon', 'Mars', 'sun', 'stars']),
  ],
  animals: [
    topic('favorite zoo animal', 'Animal', ['lions', 'bears', 'seals', 'zebras']),
    topic('favorite pet', 'Pet', ['dogs', 'cats', 'fish', 'birds']),
  ],
  sports: [
    topic('favorite sport', 'Sport', ['soccer', 'baseball', 'football', 'swimming']),
    topic('favorite game at recess', 'Game', ['tag', 'kickball', 'jump rope', 'hopscotch']),
  ],
  food: [
    topic('favorite fruit', 'Fruit', ['apples', 'peaches', 'grapes', 'pears']),
    topic('favorite drink', 'Drink', ['milk', 'juice', 'water', 'lemonade']),
  ],
  music: [
    topic('favorite instrument', 'Instrument', ['drums', 'guitar', 'piano', 'flute']),
    topic('favorite kind of song', 'Song', ['pop', 'rock', 'country', 'folk']),
  ],
  'texas-places': [
    topic('favorite city to visit', 'City', ['Austin', 'Dallas', 'Houston', 'El Paso']),
    topic('favorite trip', 'Place', ['Big Bend', 'Galveston', 'Enchanted Rock', 'Palo Duro Canyon']),
  ],
  nature: [
    topic('favorite season', 'Season', ['spring', 'summer', 'fall', 'winter']),
    topic('favorite tree', 'Tree', ['oak', 'pine', 'pecan', 'elm']),
  ],
  school: [
    topic('favorite subject', 'Subject', ['math', 'reading', 'science', 'art']),
    topic('favorite kind of book', 'Book', ['comics', 'mystery', 'poems', 'animal facts']),
  ],
};
