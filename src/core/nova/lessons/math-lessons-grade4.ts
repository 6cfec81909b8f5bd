import type { SkillLesson } from './lesson-types';

/** Nova's lessons for the tested grade 4 math SEs, in catalogue order (every example checked by hand). */
export const MATH_LESSONS_GRADE_4: readonly SkillLesson[] = [
  {
    code: '4.2A',
    subject: 'math',
    bigIdea:
      'Each place is worth 10 times as much as the place to its right, and 1/10 as much as the place to its left.',
    steps: [
      'Find the place of the digit.',
      'One place to the left, the same digit is worth 10 times as much.',
      'One place to the right, the same digit is worth 1/10 as much.',
    ],
    example: {
      problem: 'In 4,400, how does the value of the first 4 compare with the value of the second 4?',
      solution:
        'The first 4 is worth 4,000 and the second 4 is worth 400. 400 × 10 = 4,000, so the first 4 is worth 10 times as much.',
    },
    tip: 'Going the other way works too: the second 4 is worth 1/10 of the first, because 4,000 ÷ 10 = 400.',
  },
  {
    code: '4.2B',
    subject: 'math',
    bigIdea:
      'Standard form is the usual way to write a number. Expanded form adds up the value of each digit.',
    steps: [
      'Find the value of each digit from its place.',
      'Write the values with + signs between them.',
      'Digits after the decimal point are tenths and hundredths, like 0.4 and 0.08.',
    ],
    example: {
      problem: 'Write 52,036.48 in expanded form.',
      solution:
        '52,036.48 = 50,000 + 2,000 + 30 + 6 + 0.4 + 0.08. The 0 in the hundreds place has no value, so it is left out.',
    },
    tip: 'Expanded notation can also show each digit times its place, like (5 × 10,000) + (2 × 1,000).',
  },
  {
    code: '4.2C',
    subject: 'math',
    bigIdea:
      'To compare big whole numbers, line them up by place value. The first place where the digits differ decides.',
    steps: [
      'Count the digits. A whole number with more digits is greater.',
      'If they have the same number of digits, start at the greatest place.',
      'Find the first place where the digits are different, then write >, < or =.',
    ],
    example: {
      problem: 'Order from least to greatest: 2,405,100; 2,450,010; 2,045,999.',
      solution:
        'All have 2 millions. In the hundred thousands, 2,045,999 has 0, so it is least. Next, compare ten thousands: 0 < 5. Order: 2,045,999; 2,405,100; 2,450,010.',
    },
    tip: 'Commas split a number into groups of three digits, which makes big numbers easier to line up.',
  },
  {
    code: '4.2D',
    subject: 'math',
    bigIdea:
      'Rounding gives a nearby number that is easier to use. Look at the digit just to the right of the rounding place.',
    steps: [
      'Underline the digit in the place you are rounding to.',
      'Look at the digit just to its right.',
      'If it is 5 or more, add 1 to the underlined digit. If it is less than 5, keep it the same.',
      'Change every digit to the right of it into a zero.',
    ],
    example: {
      problem: 'Round 284,651 to the nearest ten thousand.',
      solution:
        'The ten thousands digit is 8. The digit to its right is 4, which is less than 5. So 284,651 rounds to 280,000.',
    },
    tip: 'When a 9 rounds up, regroup: 397 rounded to the nearest ten is 400.',
  },
  {
    code: '4.2E',
    subject: 'math',
    bigIdea:
      'Tenths and hundredths are parts of one whole. A dime is 1/10 of a dollar, and a penny is 1/100 of a dollar.',
    steps: [
      'Let a hundred grid be one whole.',
      'One column of 10 squares is one tenth, or 0.1.',
      'One small square is one hundredth, or 0.01.',
    ],
    example: {
      problem: 'Write 3 dimes and 4 pennies as a decimal part of one dollar.',
      solution:
        '3 dimes are 3 tenths and 4 pennies are 4 hundredths. Together they are 0.34 of a dollar, or $0.34.',
    },
    tip: '0.3 and 0.30 are the same amount, because 3 tenths equal 30 hundredths.',
  },
  {
    code: '4.2F',
    subject: 'math',
    bigIdea:
      'To compare decimals, line up the decimal points. A model such as a hundred grid shows which is more.',
    steps: [
      'Line up the decimal points.',
      'Write zeros so both numbers have the same number of decimal places.',
      'Compare the digits from left to right. The first different digit decides.',
    ],
    example: {
      problem: 'Compare 0.6 and 0.45. Use >, < or =.',
      solution:
        'Write 0.6 as 0.60. Compare tenths: 6 > 4. So 0.6 > 0.45. On a hundred grid, 60 squares is more than 45 squares.',
    },
    tip: 'A decimal with more digits is not always bigger: 0.45 has more digits than 0.6, but it is smaller.',
  },
  {
    code: '4.2G',
    subject: 'math',
    bigIdea:
      'Tenths and hundredths can be written as fractions or decimals. 7/10 and 0.7 name the same amount.',
    steps: [
      'Read the decimal aloud, like "thirty-five hundredths."',
      'Write what you said as a fraction: 35/100.',
      'To change a fraction to a decimal, read it aloud and write it with a decimal point.',
    ],
    example: {
      problem: 'Write 0.35 as a fraction, and write 8/10 as a decimal.',
      solution: '0.35 is thirty-five hundredths, so 0.35 = 35/100. 8/10 is eight tenths, so 8/10 = 0.8.',
    },
    tip: 'Hundredths use two places after the decimal point, so 5/100 is 0.05, not 0.5.',
  },
  {
    code: '4.2H',
    subject: 'math',
    bigIdea:
      'A number line can show decimals. Count the equal spaces between whole numbers to find the value of each mark.',
    steps: [
      'Find the numbers at the start and end of the section.',
      'Count the equal spaces between them to find the size of each space.',
      'Count the spaces from the start to the point.',
    ],
    example: {
      problem:
        'A number line from 2 to 3 has 10 equal spaces. Point A is 7 spaces after 2. What decimal names point A?',
      solution: 'Each space is one tenth, or 0.1. 7 spaces after 2 is 2 + 0.7, so point A is at 2.7.',
    },
    tip: 'If a whole is split into 10 spaces, each is 0.1; if it is split into 100 spaces, each is 0.01.',
  },
  {
    code: '4.3A',
    subject: 'math',
    bigIdea: 'Any fraction is a sum of unit fractions. 5/3 is five thirds: 1/3 added 5 times.',
    steps: [
      'Find the unit fraction: 1 over the denominator.',
      'The numerator tells how many unit fractions there are.',
      'Write them as a sum with + signs.',
    ],
    example: {
      problem: 'Write 7/4 as a sum of unit fractions.',
      solution:
        '7/4 = 1/4 + 1/4 + 1/4 + 1/4 + 1/4 + 1/4 + 1/4. Four fourths make 1 whole, so 7/4 is the same as 1 3/4.',
    },
    tip: 'When the numerator is bigger than the denominator, the fraction is more than 1 whole.',
  },
  {
    code: '4.3B',
    subject: 'math',
    bigIdea:
      'A fraction can be broken into parts with the same denominator in more than one way. The parts add up to the fraction.',
    steps: [
      'Keep the denominator the same.',
      'Split the numerator into numbers that add up to it.',
      'Write each way as a sum of fractions.',
    ],
    example: {
      problem: 'Show two ways to break apart 5/8.',
      solution:
        '5/8 = 2/8 + 3/8. Another way is 5/8 = 1/8 + 1/8 + 3/8. Both work because 2 + 3 = 5 and 1 + 1 + 3 = 5.',
    },
    tip: 'Only the numerator is split apart; every part keeps the same denominator.',
  },
  {
    code: '4.3C',
    subject: 'math',
    bigIdea:
      'Equivalent fractions have the same value. Multiply or divide the top and bottom by the same number to make one.',
    steps: [
      'Find what number turns one denominator into the other.',
      'Multiply or divide the numerator by the same number.',
      'If you get the other fraction, the two fractions are equivalent.',
    ],
    example: {
      problem: 'Is 2/3 equivalent to 8/12?',
      solution:
        '3 × 4 = 12, so multiply the numerator by 4 too: 2 × 4 = 8. That gives 8/12, so 2/3 and 8/12 are equivalent.',
    },
    tip: 'Multiply, do not add: adding the same number to the top and bottom does not make an equivalent fraction.',
  },
  {
    code: '4.3D',
    subject: 'math',
    bigIdea:
      'To compare fractions with different numerators and denominators, rename them with a common denominator, or compare each one to 1/2.',
    steps: [
      'Find a denominator that both denominators divide into.',
      'Write an equivalent fraction for each one with that denominator.',
      'Compare the numerators and write >, < or =.',
    ],
    example: {
      problem: 'Compare 3/4 and 5/6. Use >, < or =.',
      solution: 'Use twelfths: 3/4 = 9/12 and 5/6 = 10/12. Since 9 < 10, 3/4 < 5/6.',
    },
    tip: 'Benchmarks help: 3/8 is less than 1/2 and 4/6 is more than 1/2, so 3/8 < 4/6.',
  },
  {
    code: '4.3E',
    subject: 'math',
    bigIdea:
      'To add or subtract fractions with the same denominator, add or subtract the numerators and keep the denominator.',
    steps: [
      'Check that the denominators are the same.',
      'Add or subtract the numerators.',
      'Keep the same denominator.',
      'If the answer is more than 1, you can write it as a mixed number.',
    ],
    example: {
      problem:
        'Sara ran 3/8 of a mile in the morning and 4/8 of a mile after lunch. How far did she run in all?',
      solution: '3/8 + 4/8 = 7/8. The denominator stays 8. Sara ran 7/8 of a mile.',
    },
    tip: 'Do not add the denominators: 3/8 + 4/8 is 7/8, not 7/16.',
  },
  {
    code: '4.3F',
    subject: 'math',
    bigIdea:
      'Benchmark fractions like 0, 1/4, 1/2, 3/4 and 1 help you check whether a fraction answer is about the right size.',
    steps: [
      'Compare each fraction to a benchmark: 0, 1/4, 1/2, 3/4 or 1.',
      'Add or subtract the benchmarks to make an estimate.',
      'See if the answer is close to your estimate.',
    ],
    example: {
      problem: 'Eli says 3/8 + 3/8 = 6/16. Is his answer reasonable?',
      solution:
        '3/8 is a little less than 1/2, so the sum should be a little less than 1. But 6/16 is less than 1/2, so it is not reasonable. The sum is 6/8.',
    },
    tip: 'If a sum is smaller than one of the fractions you added, something went wrong.',
  },
  {
    code: '4.3G',
    subject: 'math',
    bigIdea:
      'Fractions and decimals can both show a distance from 0 on a number line. 3/10 and 0.3 are at the same point.',
    steps: [
      'Split the line from 0 to 1 into 10 equal parts for tenths, or 100 for hundredths.',
      'Start at 0 and count equal jumps.',
      'Label the point as a fraction and as a decimal.',
    ],
    example: {
      problem: 'A number line from 0 to 1 is marked in tenths. Where is 0.45?',
      solution:
        '0.45 = 45/100. 0.4 is 40/100 and 0.5 is 50/100, so 0.45 is halfway between the marks for 0.4 and 0.5.',
    },
    tip: '0.5, 5/10 and 50/100 all name the same point: halfway from 0 to 1.',
  },
  {
    code: '4.4A',
    subject: 'math',
    bigIdea:
      'To add or subtract with the standard algorithm, line up the places, start on the right and regroup when needed.',
    steps: [
      'Line up the digits by place value. For decimals, line up the decimal points.',
      'Start with the place farthest to the right.',
      'Add or subtract each place, and regroup when you need to.',
      'Bring the decimal point straight down into the answer.',
    ],
    example: {
      problem: 'Ava has $20.00. She spends $7.65. How much money does she have left?',
      solution:
        'Line up the decimal points: 20.00 − 7.65. Regroup and subtract each place to get 12.35. Ava has $12.35 left.',
    },
    tip: 'Check a subtraction by adding: $12.35 + $7.65 = $20.00.',
  },
  {
    code: '4.4B',
    subject: 'math',
    bigIdea:
      'Multiplying by 10 moves each digit one place to the left. Multiplying by 100 moves each digit two places to the left.',
    steps: [
      'Times 10: each digit moves one place left, so a whole number gets one 0 at the end.',
      'Times 100: each digit moves two places left, so a whole number gets two 0s at the end.',
      'Check with place value: ones become tens or hundreds.',
    ],
    example: {
      problem: 'What are 46 × 10 and 46 × 100?',
      solution:
        '46 × 10 = 460, because 46 ones become 46 tens. 46 × 100 = 4,600, because 46 ones become 46 hundreds.',
    },
    tip: 'Think about place value, not just zeros: 3 tens × 10 = 3 hundreds.',
  },
  {
    code: '4.4C',
    subject: 'math',
    bigIdea:
      'An area model splits a 2-digit multiplication into smaller parts. Multiply the parts, then add the partial products.',
    steps: [
      'Break each factor into tens and ones.',
      'Draw a rectangle split into four boxes.',
      'Multiply to fill in each box.',
      'Add the four partial products.',
    ],
    example: {
      problem: 'Use an area model to find 23 × 14.',
      solution:
        '23 = 20 + 3 and 14 = 10 + 4. The boxes are 20 × 10 = 200, 20 × 4 = 80, 3 × 10 = 30 and 3 × 4 = 12. 200 + 80 + 30 + 12 = 322.',
    },
    tip: 'A square number like 15 × 15 = 225 is an array with the same number of rows and columns.',
  },
  {
    code: '4.4D',
    subject: 'math',
    bigIdea:
      'To multiply bigger numbers, multiply one place at a time and regroup. The standard algorithm keeps the work neat.',
    steps: [
      'Multiply the ones first, then the tens, hundreds and thousands.',
      'When a product is 10 or more, regroup to the next place.',
      'For 2-digit × 2-digit, find a partial product for each digit, then add them.',
    ],
    example: {
      problem: 'What is 1,235 × 4?',
      solution:
        '4 × 5 = 20: write 0, regroup 2 tens. 4 × 3 = 12, plus 2 is 14: write 4, regroup 1. 4 × 2 = 8, plus 1 is 9. 4 × 1 = 4. So 1,235 × 4 = 4,940.',
    },
    tip: 'Estimate first: 1,235 is about 1,200, and 1,200 × 4 = 4,800, so 4,940 makes sense.',
  },
  {
    code: '4.4E',
    subject: 'math',
    bigIdea:
      'An area model can show division. Split the number you are dividing into friendly parts that divide easily.',
    steps: [
      'Draw a rectangle. The divisor is one side, and the number you divide is the area.',
      'Split the area into friendly parts, like 120 and 36.',
      'Divide each part, then add the answers.',
    ],
    example: {
      problem: 'Use an area model to find 156 ÷ 6.',
      solution: 'Split 156 into 120 + 36. 120 ÷ 6 = 20 and 36 ÷ 6 = 6. 20 + 6 = 26, so 156 ÷ 6 = 26.',
    },
    tip: 'Choose parts that are easy to divide, like multiples of 10 times the divisor.',
  },
  {
    code: '4.4F',
    subject: 'math',
    bigIdea:
      'Long division works one place at a time: divide, multiply, subtract, then bring down the next digit.',
    steps: [
      'Divide the first place (or first two places) by the divisor.',
      'Multiply and subtract.',
      'Bring down the next digit and repeat.',
      'Check: quotient × divisor + remainder = the number you divided.',
    ],
    example: {
      problem: 'What is 852 ÷ 4?',
      solution:
        '8 hundreds ÷ 4 = 2 hundreds. 5 tens ÷ 4 = 1 ten, with 1 ten left over. Bring down the 2 to make 12 ones. 12 ÷ 4 = 3. So 852 ÷ 4 = 213.',
    },
    tip: 'Check by multiplying: 213 × 4 = 852, so the answer is right.',
  },
  {
    code: '4.4G',
    subject: 'math',
    bigIdea:
      'An estimate is an answer that is close enough. Round, or use compatible numbers, before you compute.',
    steps: [
      'Round each number, or pick compatible numbers that are easy to use.',
      'Do the math with the new numbers.',
      'Use the estimate to check whether an exact answer makes sense.',
    ],
    example: {
      problem: 'Estimate 318 × 6 by rounding to the nearest hundred.',
      solution: '318 rounds to 300. 300 × 6 = 1,800, so 318 × 6 is about 1,800.',
    },
    tip: 'For division, compatible numbers work well: 358 ÷ 6 is close to 360 ÷ 6, which is 60.',
  },
  {
    code: '4.4H',
    subject: 'math',
    bigIdea:
      'Some word problems ask you to multiply or divide. When a division has a remainder, decide what it means.',
    steps: [
      'Decide: multiply or divide?',
      'Solve the problem.',
      'If there is a remainder, decide: add one more group, leave it out, or use it as the answer.',
    ],
    example: {
      problem: '27 students are going on a trip. Each van holds 6 students. How many vans are needed?',
      solution:
        '27 ÷ 6 = 4 R3. Four vans carry 24 students, but 3 students still need a ride. So 5 vans are needed.',
    },
    tip: 'Reread the question before you answer: sometimes the remainder means one more group, and sometimes it is left out.',
  },
  {
    code: '4.5A',
    subject: 'math',
    bigIdea:
      'Strip diagrams and equations help you plan a problem with more than one step. A letter stands for the unknown number.',
    steps: [
      'Draw a strip diagram to show the parts and the whole.',
      'Write an equation with a letter for the unknown.',
      'Solve one step at a time.',
    ],
    example: {
      problem:
        'Nia buys 3 books for $6 each and a bookmark for $2. Write an equation for the total cost, t, and solve it.',
      solution: 't = (3 × 6) + 2. First 3 × 6 = 18, then 18 + 2 = 20. So t = 20, and the total cost is $20.',
    },
    tip: 'Choose a letter that makes sense, like t for total, and say what it stands for.',
  },
  {
    code: '4.5B',
    subject: 'math',
    bigIdea: 'An input-output table follows a rule. Find the rule that turns each input into its output.',
    steps: [
      'Look at the first input and output. Ask: add, subtract, multiply or divide?',
      'Test the rule on every row.',
      'Use the rule to find missing numbers.',
    ],
    example: {
      problem: 'Inputs: 1, 2, 3, 4. Outputs: 5, 10, 15, 20. What is the output when the input is 9?',
      solution:
        'Each output is the input × 5, and that works for every row. 9 × 5 = 45, so the output is 45.',
    },
    tip: 'A rule like "add 4" works for 1 → 5 but not for 2 → 10, so always check the whole table.',
  },
  {
    code: '4.5D',
    subject: 'math',
    bigIdea:
      'Perimeter is the distance around a rectangle, and area is the space inside. Formulas help you find each one.',
    steps: [
      'Perimeter: P = (2 × length) + (2 × width).',
      'Area: A = length × width.',
      'If a side is missing, use a formula and the numbers you know to work backward.',
    ],
    example: {
      problem:
        'A rectangle has an area of 48 square feet and a length of 8 feet. What is its width? What is its perimeter?',
      solution: '8 × w = 48, so w = 6 feet. P = (2 × 8) + (2 × 6) = 16 + 12 = 28 feet.',
    },
    tip: 'Area is in square units, like square feet, but perimeter is in plain units, like feet.',
  },
  {
    code: '4.6A',
    subject: 'math',
    bigIdea:
      'A line goes on forever both ways, a ray goes on forever one way, and a segment has two endpoints.',
    steps: [
      'Look at the ends: an arrow means it keeps going, and a dot means it stops.',
      'Two rays that share an endpoint make an angle.',
      'Parallel lines never cross. Perpendicular lines cross and make right angles.',
    ],
    example: {
      problem: 'Two streets on a map cross and make 4 square corners. Are they parallel or perpendicular?',
      solution:
        'Square corners are right angles. Lines that cross at right angles are perpendicular, so the streets are perpendicular.',
    },
    tip: 'Railroad tracks are a good picture of parallel lines, and the corner of a page shows perpendicular lines.',
  },
  {
    code: '4.6B',
    subject: 'math',
    bigIdea:
      'A line of symmetry folds a shape into two matching halves. Some shapes have many lines of symmetry, and some have none.',
    steps: [
      'Imagine folding the shape along a line.',
      'Check if the two halves match exactly.',
      'Try every direction: up and down, across and corner to corner.',
    ],
    example: {
      problem: 'How many lines of symmetry does a square have?',
      solution:
        'A square has 4 lines of symmetry: one up and down, one across and two from corner to corner.',
    },
    tip: 'A rectangle that is not a square has only 2 lines of symmetry, because its corner-to-corner folds do not match.',
  },
  {
    code: '4.6C',
    subject: 'math',
    bigIdea: 'Triangles can be sorted by their angles. A triangle is right, acute or obtuse.',
    steps: [
      'Look at the biggest angle of the triangle.',
      'If it is a right angle (90°), the triangle is a right triangle.',
      'If it is more than 90°, the triangle is obtuse.',
      'If all three angles are less than 90°, the triangle is acute.',
    ],
    example: {
      problem: 'A triangle has angles of 30°, 45° and 105°. What kind of triangle is it?',
      solution: '105° is more than 90°, so it is an obtuse angle. The triangle is an obtuse triangle.',
    },
    tip: 'A triangle can have at most one right or obtuse angle, so check the biggest angle first.',
  },
  {
    code: '4.6D',
    subject: 'math',
    bigIdea:
      'Flat shapes can be sorted by their sides and angles. Look for parallel sides, perpendicular sides and angle sizes.',
    steps: [
      'Count the sides and vertices.',
      'Look for pairs of parallel sides.',
      'Look for perpendicular sides that make right angles.',
      'Name the group that fits all the clues.',
    ],
    example: {
      problem: 'A shape has 4 equal sides, 2 pairs of parallel sides and no right angles. What is it?',
      solution:
        '4 sides with 2 pairs of parallel sides make a parallelogram. With 4 equal sides and no right angles, it is a rhombus.',
    },
    tip: 'Mark right angles with a small square and parallel sides with arrows, so you can keep track of the clues.',
  },
  {
    code: '4.7C',
    subject: 'math',
    bigIdea: 'A protractor measures angles in degrees. Line it up carefully and read the correct scale.',
    steps: [
      'Put the center mark of the protractor on the vertex of the angle.',
      'Line up the 0° line with one ray.',
      'Read the number where the other ray crosses, on the scale that starts at 0° on the first ray.',
    ],
    example: {
      problem:
        'One ray of an angle is on the 0° line. The other ray crosses the protractor at 65° and 115°. The angle is smaller than a square corner. What is its measure?',
      solution: 'The angle is smaller than a right angle, so it is less than 90°. It measures 65°.',
    },
    tip: 'Check your reading: an acute angle is less than 90°, and an obtuse angle is more than 90°.',
  },
  {
    code: '4.7D',
    subject: 'math',
    bigIdea:
      'You can draw an angle of any size with a ruler and a protractor. Draw one ray, then mark the degrees.',
    steps: [
      'Draw a ray with a ruler. Its endpoint is the vertex.',
      'Put the protractor center on the vertex and the 0° line on the ray.',
      'Make a dot at the number of degrees you need.',
      'Draw a ray from the vertex through the dot.',
    ],
    example: {
      problem: 'Draw an angle of 120°. Is it acute, right or obtuse?',
      solution:
        'Draw a ray, line up the protractor at 0° and make a dot at 120°. Connect the vertex to the dot. 120° is more than 90°, so the angle is obtuse.',
    },
    tip: 'Picture the size before you draw: a 120° angle should open wider than a square corner.',
  },
  {
    code: '4.7E',
    subject: 'math',
    bigIdea:
      'When two angles sit side by side, their measures add up to the whole angle. Add or subtract to find a missing part.',
    steps: [
      'Find the measure of the whole angle.',
      'Find the measure of the part you know.',
      'Subtract the known part from the whole to find the missing part.',
    ],
    example: {
      problem: 'A right angle is split into two angles. One of them is 35°. What is the other?',
      solution: 'A right angle is 90°. 90° − 35° = 55°, so the other angle is 55°.',
    },
    tip: 'A straight line makes a 180° angle, so two angles that form a straight line add up to 180°.',
  },
  {
    code: '4.8A',
    subject: 'math',
    bigIdea:
      'Some units are bigger than others. Knowing how units compare helps you pick the right one and convert.',
    steps: [
      'Length: 12 inches = 1 foot, 3 feet = 1 yard, 100 centimeters = 1 meter.',
      'Weight and mass: 16 ounces = 1 pound, 1,000 grams = 1 kilogram.',
      'Liquid volume: 2 cups = 1 pint, 2 pints = 1 quart, 4 quarts = 1 gallon, 1,000 milliliters = 1 liter.',
    ],
    example: {
      problem: 'Order these units from shortest to longest: 1 yard, 1 inch, 1 mile, 1 foot.',
      solution:
        '12 inches make 1 foot, 3 feet make 1 yard, and 1,760 yards make 1 mile. The order is inch, foot, yard, mile.',
    },
    tip: 'When you change to a smaller unit, you need more of them, so the number gets bigger.',
  },
  {
    code: '4.8B',
    subject: 'math',
    bigIdea:
      'To change a bigger unit into a smaller unit, multiply. To change a smaller unit into a bigger unit, divide.',
    steps: [
      'Find how many small units are in 1 big unit, like 1 foot = 12 inches.',
      'Big unit to small unit: multiply by that number.',
      'Small unit to big unit: divide by that number.',
      'A table can help you keep track.',
    ],
    example: {
      problem: 'How many inches are in 4 feet? How many gallons are in 12 quarts?',
      solution: '1 foot = 12 inches, so 4 × 12 = 48 inches. 1 gallon = 4 quarts, so 12 ÷ 4 = 3 gallons.',
    },
    tip: 'Check that the answer makes sense: inches are small, so 4 feet should be many more than 4 inches.',
  },
  {
    code: '4.8C',
    subject: 'math',
    bigIdea:
      'Measurement problems use length, time, liquid volume, mass or money. Watch the units and use any of the four operations.',
    steps: [
      'Find what is measured and which units are used.',
      'Convert so that all measures use the same unit.',
      'Add, subtract, multiply or divide to solve.',
      'Write the answer with its unit.',
    ],
    example: {
      problem: 'A movie starts at 2:15 p.m. and ends at 4:05 p.m. How long is the movie?',
      solution:
        'From 2:15 to 4:15 is 2 hours. 4:05 is 10 minutes before 4:15, so the movie is 1 hour 50 minutes. That is 60 + 50 = 110 minutes.',
    },
    tip: 'Write the unit next to every number, so you never add minutes to hours by mistake.',
  },
  {
    code: '4.9A',
    subject: 'math',
    bigIdea:
      'Frequency tables, dot plots and stem-and-leaf plots organize data so you can see it at a glance.',
    steps: [
      'Frequency table: list each value and how many times it happens.',
      'Dot plot: on a number line, put one dot above a value each time it appears.',
      'Stem-and-leaf plot: the tens digit is the stem and the ones digit is the leaf.',
    ],
    example: {
      problem: 'Make a stem-and-leaf plot of these scores: 72, 85, 78, 81, 85.',
      solution: 'Stem 7 has leaves 2 and 8. Stem 8 has leaves 1, 5 and 5. Write it as 7 | 2 8 and 8 | 1 5 5.',
    },
    tip: 'Write leaves in order from least to greatest, and write a repeated value every time it appears.',
  },
  {
    code: '4.9B',
    subject: 'math',
    bigIdea:
      'A data display holds numbers you can use. Read it carefully, then compute to answer the question.',
    steps: [
      'Read the title, the labels and the number line or key.',
      'Find the values the question asks about.',
      'Add, subtract, multiply or divide to solve.',
    ],
    example: {
      problem:
        'A dot plot shows how far students walked: 2 dots at 1/4 mile, 4 dots at 2/4 mile and 3 dots at 3/4 mile. How much farther is the longest walk than the shortest?',
      solution:
        'The longest walk is 3/4 mile and the shortest is 1/4 mile. 3/4 − 1/4 = 2/4, so it is 2/4 mile farther.',
    },
    tip: 'On a dot plot, the number line shows the values and the dots show how many; do not mix them up.',
  },
  {
    code: '4.10A',
    subject: 'math',
    bigIdea:
      'A fixed expense costs the same amount every time, like rent. A variable expense can change, like food or electricity.',
    steps: [
      'List the expenses.',
      'Ask: is the cost the same every month?',
      'The same each time means fixed. A cost that changes is variable.',
    ],
    example: {
      problem:
        'A family pays $50 every month for internet. Their electric bill was $82 in June and $104 in July. Which expense is fixed, and which is variable?',
      solution:
        'Internet costs $50 every month, so it is fixed. The electric bill changed from $82 to $104, so it is variable.',
    },
    tip: 'Fixed expenses are easy to plan for, because you know the cost ahead of time.',
  },
  {
    code: '4.10B',
    subject: 'math',
    bigIdea: 'Profit is the money left after you pay your costs. Profit = money earned − costs.',
    steps: [
      'Find the total money earned from sales.',
      'Find the total costs.',
      'Subtract: money earned − costs = profit.',
    ],
    example: {
      problem:
        'Jamal spends $12 on lemons, sugar and cups. He sells 30 cups of lemonade for $1 each. What is his profit?',
      solution: 'He earns 30 × $1 = $30. His profit is $30 − $12 = $18.',
    },
    tip: 'Profit is not all the money you take in; remember to subtract what you spent.',
  },
  {
    code: '4.10E',
    subject: 'math',
    bigIdea:
      'Banks and credit unions keep money safe. They lend money to borrowers and can pay interest to savers.',
    steps: [
      'People deposit money to keep it safe.',
      'The bank or credit union lends some of that money to borrowers.',
      'Borrowers pay back the loan plus interest.',
      'Savers can earn interest on the money they keep there.',
    ],
    example: {
      problem:
        'Mr. Lee puts $200 in a savings account. After one year, the credit union pays him $4 of interest. How much is in his account now?',
      solution: '$200 + $4 = $204. The credit union kept his money safe and paid him interest for saving it.',
    },
    tip: 'Interest is paid to savers and charged to borrowers.',
  },
];
