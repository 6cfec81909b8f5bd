import { rational } from '../../items/rational';
import type { Random } from '../../random/random';
import type { StoryContext } from '../contexts/story-context';
import { defineGenerator } from '../define-generator';
import type { ChoiceProblem, NumericProblem } from '../generator-types';
import { opening, withArticle } from '../story-text';
import { dollarMistake, rightChoice, wholeDollars as usd, wrongChoice } from './geometry-data-parts';
import { THINGS_TO_BUY } from './things-to-buy';

/**
 * 3.9D: credit is borrowing money when what you need is more than what you have, and paying the
 * lender back, usually with interest. Easy: name borrowing as credit, and who the lender is. Medium:
 * the total paid back with interest, or the interest itself. Hard: equal weekly payments repay a loan:
 * how much interest was paid? Wrong choices: the amount borrowed as the amount paid back, adding when
 * the interest is asked, one week's payment, the total paid as the interest.
 */

function whatIsCredit(random: Random, story: StoryContext): ChoiceProblem {
  const { name, otherName } = story;
  const goal = THINGS_TO_BUY[story.theme].goals[random.int(0, 1)]!;
  const has = random.int(5, 30);
  const price = has + random.int(5, 30);
  const askLender = random.chance(1, 2);
  const setup = `${opening(story)}${name} wants ${withArticle(goal)} that costs ${usd(price)}. ${name} has only ${usd(has)}. ${otherName} lends ${name} the rest, and ${name} will pay it back later.`;
  if (askLender) {
    return {
      kind: 'choices',
      stem: `${setup} Who is the lender?`,
      choices: [
        rightChoice(otherName),
        wrongChoice(name, `${name} is the borrower: ${name} gets the money and pays it back.`),
        wrongChoice('the store', 'The store sells the item. It did not lend any money.'),
        wrongChoice('nobody', `Someone gave ${name} money to pay back later. That person is the lender.`),
      ],
      hints: ['A lender gives money that must be paid back.', `Who gave money to ${name}?`],
      explanation: [
        `${otherName} gives ${name} money that ${name} must pay back.`,
        `So ${otherName} is the lender, and ${name} is the borrower.`,
      ],
      parameters: { model: 'lender', borrowed: price - has, paidBack: 0, weeks: 0 },
    };
  }
  return {
    kind: 'choices',
    stem: `${setup} What is ${name} using?`,
    choices: [
      rightChoice('credit'),
      wrongChoice('income', 'Income is money earned by working. This money must be paid back.'),
      wrongChoice('savings', `Savings is money ${name} put away. This money came from ${otherName}.`),
      wrongChoice('a gift', 'A gift does not need to be paid back. This money does.'),
    ],
    hints: [
      'Is the money earned, saved, given, or borrowed?',
      'Money that is borrowed and paid back later is called credit.',
    ],
    explanation: [
      `${name} needs more money than ${name} has, so ${name} borrows from ${otherName}.`,
      'Borrowing money and paying it back later is using credit.',
    ],
    parameters: { model: 'credit', borrowed: price - has, paidBack: 0, weeks: 0 },
  };
}

function payBack(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName } = story;
  const borrowed = 5 * random.int(2, 16);
  const interest = random.int(1, 9);
  const askTotal = random.chance(1, 2);
  const total = borrowed + interest;
  if (askTotal) {
    return {
      kind: 'numeric',
      stem: `${opening(story)}${name} borrows ${usd(borrowed)} from ${otherName}. ${name} must pay back the loan plus ${usd(interest)} in interest. How much does ${name} pay back in all?`,
      answer: rational(total),
      answerText: usd(total),
      format: 'whole-number',
      mistakes: [
        ...dollarMistake(
          borrowed,
          `${usd(borrowed)} is the loan. The lender also gets ${usd(interest)} in interest.`,
        ),
        ...dollarMistake(
          borrowed - interest,
          'The interest was taken away. Interest is added to what is paid back.',
        ),
        ...dollarMistake(interest, `${usd(interest)} is only the interest. Add the loan too.`),
        ...dollarMistake(total + 10, 'Check the addition of the tens.'),
      ],
      hints: ['Interest is extra money paid to the lender.', 'Add the interest to the amount borrowed.'],
      explanation: [
        `${name} pays back the ${usd(borrowed)} loan and ${usd(interest)} more.`,
        `${borrowed} + ${interest} = ${total}, so ${name} pays back ${usd(total)}.`,
      ],
      parameters: { model: 'total', borrowed, paidBack: total, weeks: 0 },
    };
  }
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} borrows ${usd(borrowed)} from ${otherName}. Later ${name} pays back ${usd(total)}. How much interest does ${name} pay?`,
    answer: rational(interest),
    answerText: usd(interest),
    format: 'whole-number',
    mistakes: [
      ...dollarMistake(total, `${usd(total)} is everything paid back. Interest is only the extra part.`),
      ...dollarMistake(borrowed, `${usd(borrowed)} is the loan itself. Interest is the extra money.`),
      ...dollarMistake(total + borrowed, 'The amounts were added. To find the extra, subtract.'),
      ...dollarMistake(interest + 10, 'Check the subtraction: regroup carefully.'),
    ],
    hints: [
      'Interest is the extra money paid back on top of the loan.',
      `Subtract the loan from what ${name} pays back.`,
    ],
    explanation: [
      `${name} borrowed ${usd(borrowed)} and paid back ${usd(total)}.`,
      `${total} − ${borrowed} = ${interest}, so the interest is ${usd(interest)}.`,
    ],
    parameters: { model: 'interest', borrowed, paidBack: total, weeks: 0 },
  };
}

function weeklyPayments(random: Random, story: StoryContext): NumericProblem {
  const { name, otherName } = story;
  let [payment, weeks, borrowed] = [0, 0, 0];
  for (let tries = 0; tries < 30 && borrowed <= 0; tries += 1) {
    payment = random.int(3, 10);
    weeks = random.int(3, 10);
    borrowed = payment * weeks - random.int(2, 12);
    if (payment * weeks > 100 || borrowed < 5) borrowed = 0;
  }
  if (borrowed <= 0) [payment, weeks, borrowed] = [6, 5, 25];
  const paid = payment * weeks;
  const interest = paid - borrowed;
  return {
    kind: 'numeric',
    stem: `${opening(story)}${name} borrows ${usd(borrowed)} from ${otherName}. ${name} pays ${otherName} ${usd(payment)} each week for ${weeks} weeks. That pays back the loan and the interest. How much interest does ${name} pay?`,
    answer: rational(interest),
    answerText: usd(interest),
    format: 'whole-number',
    mistakes: [
      ...dollarMistake(
        paid,
        `${usd(paid)} is everything ${name} pays back. Take away the loan to find the interest.`,
      ),
      ...dollarMistake(paid + borrowed, 'The loan was added. Subtract it to find the extra.'),
      ...dollarMistake(
        payment,
        `${usd(payment)} is one week's payment. Find the total for ${weeks} weeks first.`,
      ),
      ...dollarMistake(interest + payment, `One extra week was counted. ${name} pays for ${weeks} weeks.`),
      ...dollarMistake(interest - payment, `One week was left out. ${name} pays for ${weeks} weeks.`),
    ],
    hints: [
      `First find how much ${name} pays back in all: ${weeks} weeks of ${usd(payment)}.`,
      'Interest is the extra paid on top of the loan.',
      `Subtract ${usd(borrowed)} from the total paid back.`,
    ],
    explanation: [
      `${name} pays back ${weeks} × ${payment} = ${usd(paid)} in all.`,
      `${paid} − ${borrowed} = ${interest}.`,
      `${name} pays ${usd(interest)} in interest.`,
    ],
    parameters: { model: 'weekly', borrowed, paidBack: paid, weeks },
  };
}

export const creditAndBorrowing = defineGenerator({
  id: '3.9D.credit-and-borrowing',
  version: 1,
  teksCode: '3.9D',
  itemTypes: ['multiple-choice'],
  bounds: { maxWhole: 200 },
  build({ random, story, difficulty }) {
    if (difficulty === 'easy') return whatIsCredit(random, story);
    if (difficulty === 'medium') return payBack(random, story);
    return weeklyPayments(random, story);
  },
});
