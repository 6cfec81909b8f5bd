import type { SkillLesson } from './lesson-types';

/** Nova's lessons for the tested grade 5 math SEs, in catalogue order (every example checked by hand). */
export const MATH_LESSONS_GRADE_5: readonly SkillLesson[] = [
  {
    code: '5.2A',
    subject: 'math',
    bigIdea:
      'Decimal places go past hundredths to thousandths. Expanded notation shows the value of each digit in a decimal.',
    steps: [
      'Name each place: ones, tenths, hundredths and thousandths.',
      'Write the value of each digit, like 0.03 or 3 × 0.01.',
      'Join the values with + signs.',
    ],
    example: {
      problem: 'Write 4.237 in expanded notation.',
      solution:
        '4.237 = 4 + 0.2 + 0.03 + 0.007. You can also write (4 × 1) + (2 × 0.1) + (3 × 0.01) + (7 × 0.001).',
    },
    tip: 'Read a decimal by its last place: 4.237 is four and two hundred thirty-seven thousandths.',
  },
  {
    code: '5.2B',
    subject: 'math',
    bigIdea:
      'Decimals are compared place by place. Start at the greatest place and find the first digit that is different.',
    steps: [
      'Line up the decimal points.',
      'Write zeros so the decimals have the same number of places.',
      'Compare from left to right. The first different digit decides.',
      'Write >, < or =.',
    ],
    example: {
      problem: 'Order from least to greatest: 0.507, 0.57, 0.5.',
      solution:
        'Write them as 0.507, 0.570 and 0.500. Since 500 < 507 < 570 thousandths, the order is 0.5, 0.507, 0.57.',
    },
    tip: 'More digits does not mean greater: 0.57 is greater than 0.507.',
  },
  {
    code: '5.2C',
    subject: 'math',
    bigIdea:
      'Rounding a decimal gives a nearby number with fewer decimal places. Look at the digit one place to the right.',
    steps: [
      'Find the place you are rounding to.',
      'Look at the digit just to its right.',
      'If it is 5 or more, round up. If it is less than 5, keep the digit.',
      'Drop the digits after the place you rounded to.',
    ],
    example: {
      problem: 'Round 3.468 to the nearest tenth and to the nearest hundredth.',
      solution:
        'Nearest tenth: the hundredths digit is 6, so round up to 3.5. Nearest hundredth: the thousandths digit is 8, so round up to 3.47.',
    },
    tip: 'Watch for regrouping: 2.96 rounded to the nearest tenth is 3.0, because 9 tenths plus 1 tenth make 1 whole.',
  },
  {
    code: '5.3A',
    subject: 'math',
    bigIdea:
      'Estimate before you solve, so you know about how big the answer should be. Round or use compatible numbers.',
    steps: [
      'Round each number, or pick compatible numbers that are easy to use.',
      'Do the operation with those numbers.',
      'Compare your exact answer to the estimate.',
    ],
    example: {
      problem: 'Estimate 412 ÷ 19.',
      solution: '412 is close to 400, and 19 is close to 20. 400 ÷ 20 = 20, so 412 ÷ 19 is about 20.',
    },
    tip: 'Estimates work for decimals too: 3.9 × 5.1 is about 4 × 5, which is 20.',
  },
  {
    code: '5.3B',
    subject: 'math',
    bigIdea:
      'To multiply by a 2-digit number, find one partial product for the ones digit and one for the tens digit. Then add.',
    steps: [
      'Multiply the top number by the ones digit.',
      'Multiply the top number by the tens digit. Write a 0 in the ones place first.',
      'Add the two partial products.',
    ],
    example: {
      problem: 'What is 243 × 26?',
      solution: '243 × 6 = 1,458 and 243 × 20 = 4,860. 1,458 + 4,860 = 6,318, so 243 × 26 = 6,318.',
    },
    tip: 'The 2 in 26 means 20, so the second partial product is 4,860, not 486.',
  },
  {
    code: '5.3C',
    subject: 'math',
    bigIdea:
      'To divide by a 2-digit number, estimate how many times it fits. Then multiply, subtract and bring down.',
    steps: [
      'Estimate how many times the divisor fits, using rounded numbers.',
      'Multiply and subtract.',
      'Bring down the next digit and repeat.',
      'Check: quotient × divisor + remainder = the number you divided.',
    ],
    example: {
      problem: 'What is 864 ÷ 24?',
      solution:
        '24 fits into 86 three times: 3 × 24 = 72, and 86 − 72 = 14. Bring down the 4 to make 144. 144 ÷ 24 = 6. So 864 ÷ 24 = 36.',
    },
    tip: 'If what is left after you subtract is as big as the divisor or bigger, your guess was too small, so try one more.',
  },
  {
    code: '5.3D',
    subject: 'math',
    bigIdea:
      'A hundred grid can show decimal multiplication. Where the two shaded parts overlap is the product.',
    steps: [
      'Let a 10 × 10 grid be 1 whole. Each small square is 0.01.',
      'Shade the first decimal as columns, like 0.3 as 3 columns.',
      'Shade the second decimal as rows, like 0.4 as 4 rows.',
      'Count the small squares where the shading overlaps.',
    ],
    example: {
      problem: 'Use a hundred grid to find 0.3 × 0.4.',
      solution:
        'Shade 3 columns and 4 rows. They overlap in 3 × 4 = 12 small squares. Each square is 0.01, so 0.3 × 0.4 = 0.12.',
    },
    tip: 'Two numbers less than 1 make a smaller product: 0.12 is less than both 0.3 and 0.4.',
  },
  {
    code: '5.3E',
    subject: 'math',
    bigIdea:
      'To multiply decimals, multiply as if they were whole numbers. Then use place value to put the decimal point in.',
    steps: [
      'Multiply the numbers as if there were no decimal points.',
      'Count the decimal places in both factors.',
      'Give the product that many decimal places.',
      'Check with an estimate.',
    ],
    example: {
      problem: 'A notebook costs $2.35. How much do 4 notebooks cost?',
      solution:
        '235 × 4 = 940. $2.35 has 2 decimal places, so the product is 9.40. Four notebooks cost $9.40, close to the estimate $2 × 4 = $8.',
    },
    tip: 'An estimate shows where the point goes: 1.5 × 2.4 is about 2 × 2 = 4, so the product is 3.6, not 36.',
  },
  {
    code: '5.3F',
    subject: 'math',
    bigIdea:
      'You can model dividing a decimal by a whole number with base-ten blocks or grids. Share the blocks equally.',
    steps: [
      'Show the decimal with blocks: ones, tenths and hundredths.',
      'Share the blocks equally among the groups.',
      'If a block cannot be shared, trade it for 10 of the next smaller block.',
      'Find the value of one group.',
    ],
    example: {
      problem: 'Use a model to find 4.8 ÷ 12.',
      solution:
        '4 wholes cannot be shared by 12, so trade them for 40 tenths. Now there are 48 tenths. 48 tenths ÷ 12 = 4 tenths, so 4.8 ÷ 12 = 0.4.',
    },
    tip: 'Trading is the key: 1 whole is 10 tenths, and 1 tenth is 10 hundredths.',
  },
  {
    code: '5.3G',
    subject: 'math',
    bigIdea:
      'Divide a decimal by a whole number the same way you divide whole numbers. Put the decimal point straight up in the quotient.',
    steps: [
      'Place the decimal point in the quotient right above the one in the dividend.',
      'Divide as you would with whole numbers.',
      'Check by multiplying the quotient by the divisor.',
    ],
    example: {
      problem:
        'A pack of 12 juice boxes costs $9.60. Each box costs the same. How much does 1 juice box cost?',
      solution: '9.60 ÷ 12 = 0.80, so one juice box costs $0.80. Check: 0.80 × 12 = 9.60.',
    },
    tip: 'Estimate first: 12 × $1 = $12, so $9.60 ÷ 12 must be less than $1.',
  },
  {
    code: '5.3H',
    subject: 'math',
    bigIdea:
      'Fractions with different denominators cannot be added right away. Use a model to cut both into equal-size parts first.',
    steps: [
      'Draw a model of each fraction, using the same whole.',
      'Cut the parts so both fractions use the same size pieces.',
      'Rename each fraction with the new denominator.',
      'Add or subtract the numerators.',
    ],
    example: {
      problem: 'Use fraction strips to find 1/2 + 1/3.',
      solution: 'Sixths fit both fractions: 1/2 = 3/6 and 1/3 = 2/6. So 1/2 + 1/3 = 3/6 + 2/6 = 5/6.',
    },
    tip: 'Do not add the denominators: 1/2 + 1/3 is not 2/5, because 2/5 is even less than 1/2.',
  },
  {
    code: '5.3I',
    subject: 'math',
    bigIdea:
      'A whole number times a fraction means equal groups of that fraction. 3 × 2/5 means 3 groups of 2/5.',
    steps: [
      'Draw one model for each group.',
      'Shade the fraction in each model.',
      'Count all the shaded parts and keep the same denominator.',
    ],
    example: {
      problem:
        'Mia uses 3/4 cup of flour for each batch of muffins. How much flour does she need for 3 batches?',
      solution:
        '3 × 3/4 means 3 groups of 3/4. That is 9 fourths, or 9/4 cups. 9/4 = 2 1/4, so she needs 2 1/4 cups of flour.',
    },
    tip: 'Multiply the whole number by the numerator only: 3 × 3/4 = 9/4, not 9/12.',
  },
  {
    code: '5.3J',
    subject: 'math',
    bigIdea:
      'Models show division with unit fractions. Split a unit fraction into equal parts, or count how many unit fractions fit in a whole number.',
    steps: [
      'For a unit fraction ÷ a whole number, draw the unit fraction and split it into that many equal parts.',
      'Find what fraction of the whole one small part is.',
      'For a whole number ÷ a unit fraction, cut each whole into those parts and count them.',
    ],
    example: {
      problem: 'Use a model to find 1/4 ÷ 2.',
      solution:
        'Draw a strip cut into fourths. Split each fourth into 2 equal parts. Now the whole has 8 equal parts, so each part is 1/8. So 1/4 ÷ 2 = 1/8.',
    },
    tip: 'Dividing a unit fraction by a whole number gives a smaller piece, but dividing a whole number by a unit fraction gives more pieces.',
  },
  {
    code: '5.3K',
    subject: 'math',
    bigIdea:
      'To add or subtract fractions and mixed numbers, use a common denominator. To add or subtract decimals, line up the points.',
    steps: [
      'Fractions: rename them with a common denominator.',
      'Mixed numbers: work with the wholes and the fractions, and regroup a whole if you need to.',
      'Decimals: line up the decimal points and write zeros to fill empty places.',
      'Simplify your answer when you can.',
    ],
    example: {
      problem: 'Find 2 1/2 + 1 3/4.',
      solution: 'Rename 1/2 as 2/4. 2 2/4 + 1 3/4 = 3 5/4. Since 5/4 = 1 1/4, the sum is 4 1/4.',
    },
    tip: 'With decimals, fill in zeros so the places match: 3.5 − 1.25 becomes 3.50 − 1.25 = 2.25.',
  },
  {
    code: '5.3L',
    subject: 'math',
    bigIdea:
      'A whole number ÷ a unit fraction asks how many of those pieces fit. A unit fraction ÷ a whole number splits it into smaller pieces.',
    steps: [
      'Whole number ÷ unit fraction: multiply the whole number by the denominator.',
      'Unit fraction ÷ whole number: multiply the denominator by the whole number.',
      'Check with a picture that the answer makes sense.',
    ],
    example: {
      problem:
        'A ribbon is 3 feet long. It is cut into pieces that are each 1/4 foot long. How many pieces are there?',
      solution:
        '3 ÷ 1/4 asks how many fourths are in 3. Each foot has 4 fourths, so 3 × 4 = 12. There are 12 pieces.',
    },
    tip: 'For 1/2 ÷ 4, think of 4 people sharing half a pan of cornbread: each person gets 1/8 of the pan.',
  },
  {
    code: '5.4A',
    subject: 'math',
    bigIdea:
      'A prime number has exactly two factors: 1 and itself. A composite number has more than two factors.',
    steps: [
      'List the factor pairs of the number.',
      'If the only pair is 1 and the number itself, it is prime.',
      'If it has any other factors, it is composite.',
    ],
    example: {
      problem: 'Is 21 prime or composite?',
      solution:
        '21 = 1 × 21 and 21 = 3 × 7. Its factors are 1, 3, 7 and 21. That is more than two factors, so 21 is composite.',
    },
    tip: 'The number 1 is neither prime nor composite, and 2 is the only even prime number.',
  },
  {
    code: '5.4B',
    subject: 'math',
    bigIdea:
      'A letter can stand for the unknown in a multi-step problem. Write one equation that shows all the steps, then solve it.',
    steps: [
      'Decide what the letter stands for.',
      'Write an equation that shows each step.',
      'Solve in the right order.',
      'Check that the answer fits the story.',
    ],
    example: {
      problem:
        'Carlos has $50. He buys 3 shirts for $12 each. Write an equation for the money he has left, m, and solve it.',
      solution: 'm = 50 − (3 × 12). First 3 × 12 = 36. Then 50 − 36 = 14, so m = 14. Carlos has $14 left.',
    },
    tip: 'Use parentheses in your equation to show which step to do first.',
  },
  {
    code: '5.4C',
    subject: 'math',
    bigIdea:
      'A rule like y = 3x or y = x + 3 makes a pattern of number pairs. You can list the pairs in a table and graph them.',
    steps: [
      'Pick x values, like 1, 2, 3 and 4.',
      'Use the rule to find each y value.',
      'Write each pair as an ordered pair (x, y).',
      'Graph the points on a coordinate grid.',
    ],
    example: {
      problem: 'Make a table for y = 3x using x = 1, 2, 3 and 4. Then list the ordered pairs.',
      solution:
        '3 × 1 = 3, 3 × 2 = 6, 3 × 3 = 9 and 3 × 4 = 12. The ordered pairs are (1, 3), (2, 6), (3, 9) and (4, 12).',
    },
    tip: 'y = 3x means multiply x by 3, but y = x + 3 means add 3, so read the rule carefully.',
  },
  {
    code: '5.4D',
    subject: 'math',
    bigIdea:
      'In an additive pattern, you add the same number to each x. In a multiplicative pattern, you multiply each x by the same number.',
    steps: [
      'Look at how x changes into y in each row.',
      'If y is always x plus the same number, the pattern is additive.',
      'If y is always x times the same number, the pattern is multiplicative.',
    ],
    example: {
      problem:
        'A table has the pairs (2, 8), (3, 12) and (5, 20). Is the pattern additive or multiplicative?',
      solution:
        '2 + 6 = 8, but 3 + 6 = 9, not 12, so it is not additive. 2 × 4 = 8, 3 × 4 = 12 and 5 × 4 = 20. The rule is y = 4x, so it is multiplicative.',
    },
    tip: 'On a graph, a multiplicative pattern like y = 4x goes through (0, 0), but an additive one like y = x + 2 starts at (0, 2).',
  },
  {
    code: '5.4E',
    subject: 'math',
    bigIdea:
      'Parentheses ( ) and brackets [ ] group numbers together. They show which part of an expression to do first.',
    steps: [
      'Find the innermost group, which is usually in parentheses.',
      'Do that part first.',
      'Then work on the brackets around it.',
      'Finish the rest of the expression.',
    ],
    example: {
      problem: 'What does 2 × (5 + 3) mean? Find its value.',
      solution: 'The parentheses say to add 5 + 3 first, then multiply by 2. 5 + 3 = 8 and 2 × 8 = 16.',
    },
    tip: 'Grouping can change the answer: without parentheses, 2 × 5 + 3 = 13, not 16.',
  },
  {
    code: '5.4F',
    subject: 'math',
    bigIdea:
      'To simplify an expression, follow the order of operations: grouping first, then × and ÷, then + and −.',
    steps: [
      'Do the math inside parentheses, then inside brackets.',
      'Multiply and divide from left to right.',
      'Add and subtract from left to right.',
    ],
    example: {
      problem: 'Simplify 3 × [20 − (4 + 6)] ÷ 5.',
      solution:
        'Parentheses: 4 + 6 = 10. Brackets: 20 − 10 = 10. Then left to right: 3 × 10 = 30 and 30 ÷ 5 = 6.',
    },
    tip: 'Multiply and divide in order from left to right; multiplying does not always come before dividing.',
  },
  {
    code: '5.4H',
    subject: 'math',
    bigIdea:
      'Perimeter is the distance around, area is the flat space inside, and volume is the space a solid fills.',
    steps: [
      'Decide: going around (perimeter), covering (area) or filling (volume)?',
      'Use a formula: P = 2l + 2w, A = l × w or V = l × w × h.',
      'Solve and label: units, square units or cubic units.',
    ],
    example: {
      problem:
        'A box is 5 inches long, 4 inches wide and 3 inches tall. What is its volume? What is the area of its bottom?',
      solution:
        'Volume: 5 × 4 × 3 = 60 cubic inches. The bottom is 5 inches by 4 inches, so its area is 5 × 4 = 20 square inches.',
    },
    tip: 'You can also use V = B × h, where B is the area of the base: 20 × 3 = 60 cubic inches.',
  },
  {
    code: '5.5A',
    subject: 'math',
    bigIdea:
      'Shapes belong to groups inside bigger groups. Every square is a rectangle, and every rectangle is a parallelogram.',
    steps: [
      'List the attributes: sides, angles and parallel sides.',
      'Find the biggest group it belongs to, like quadrilaterals.',
      'Move into smaller groups whose rules it also follows.',
      'Use a diagram to show groups inside groups.',
    ],
    example: {
      problem: 'Is every rhombus a square? Is every square a rhombus?',
      solution:
        'A rhombus has 4 equal sides. A square has 4 equal sides and 4 right angles. So every square is a rhombus, but not every rhombus is a square.',
    },
    tip: 'A smaller group follows all the rules of the bigger group, plus at least one more rule.',
  },
  {
    code: '5.6A',
    subject: 'math',
    bigIdea:
      'A unit cube is 1 unit long, 1 unit wide and 1 unit tall, so its volume is 1 cubic unit. Volume counts the cubes that fill a solid.',
    steps: [
      'Fill the solid with unit cubes, with no gaps or overlaps.',
      'Count all the cubes.',
      'Write the volume in cubic units.',
    ],
    example: {
      problem:
        'A box is filled with unit cubes with no gaps. There are 2 layers, and each layer has 6 cubes. What is the volume?',
      solution: '6 + 6 = 12 cubes. Each cube is 1 cubic unit, so the volume is 12 cubic units.',
    },
    tip: 'Volume is measured in cubic units, like cubic centimeters, not in square units.',
  },
  {
    code: '5.6B',
    subject: 'math',
    bigIdea:
      'The volume of a rectangular prism is the number of cubes in one layer times the number of layers.',
    steps: [
      'Find the cubes in the bottom layer: length × width.',
      'Count the layers. That is the height.',
      'Multiply: cubes in one layer × number of layers = volume.',
    ],
    example: {
      problem: 'A prism has a base 4 cubes long and 3 cubes wide. It is 5 layers tall. What is its volume?',
      solution:
        'One layer has 4 × 3 = 12 cubes. There are 5 layers, so 12 × 5 = 60. The volume is 60 cubic units.',
    },
    tip: 'This is the same as V = l × w × h, or V = B × h, where B is the area of the base.',
  },
  {
    code: '5.7A',
    subject: 'math',
    bigIdea:
      'Convert units within one system to solve problems. Multiply to get a smaller unit, and divide to get a larger unit.',
    steps: [
      'Find the conversion, like 1 gallon = 4 quarts or 1 kilometer = 1,000 meters.',
      'Decide if you are changing to a smaller unit or a larger unit.',
      'Multiply or divide, then finish solving the problem.',
    ],
    example: {
      problem: 'A recipe needs 3 pints of juice. You have 5 cups. How many more cups do you need?',
      solution: '1 pint = 2 cups, so 3 pints = 3 × 2 = 6 cups. 6 − 5 = 1, so you need 1 more cup.',
    },
    tip: 'Metric units change by 10, 100 or 1,000: for example, 2.5 meters = 250 centimeters.',
  },
  {
    code: '5.8A',
    subject: 'math',
    bigIdea:
      'A coordinate plane is made of two number lines that cross at 0. The point where they cross is the origin, (0, 0).',
    steps: [
      'The x-axis goes across. The y-axis goes up and down.',
      'The origin is where the axes meet, at (0, 0).',
      'In an ordered pair (x, y), x tells how far across and y tells how far up.',
    ],
    example: {
      problem: 'What does the ordered pair (5, 2) tell you?',
      solution:
        'Start at the origin. The x-coordinate, 5, means move 5 units to the right. The y-coordinate, 2, means move 2 units up.',
    },
    tip: 'x comes before y in the alphabet, so move across before you move up.',
  },
  {
    code: '5.8B',
    subject: 'math',
    bigIdea:
      'To graph an ordered pair, start at the origin. Move across for x, then up for y, and mark the point.',
    steps: [
      'Start at the origin, (0, 0).',
      'Move right along the x-axis by the x-coordinate.',
      'From there, move up by the y-coordinate.',
      'Mark the point and label it.',
    ],
    example: {
      problem: 'Describe how to graph point A at (3, 6).',
      solution:
        'Start at (0, 0). Move 3 units to the right, then 6 units up. Mark the point there and label it A.',
    },
    tip: 'Order matters: (3, 6) and (6, 3) are two different points.',
  },
  {
    code: '5.8C',
    subject: 'math',
    bigIdea:
      'Word problems, patterns and input-output tables can give you ordered pairs. Graph them to see the pattern.',
    steps: [
      'Make a table of x and y values from the problem.',
      'Write each row as an ordered pair (x, y).',
      'Graph each point.',
      'Look for a pattern in the points.',
    ],
    example: {
      problem: 'Pens cost $2 each. Make ordered pairs (pens, cost) for 1, 2 and 3 pens, and graph them.',
      solution:
        '1 pen costs $2, 2 pens cost $4 and 3 pens cost $6. The pairs are (1, 2), (2, 4) and (3, 6). The points line up in a straight line.',
    },
    tip: 'Label each axis, so you know which number goes across and which goes up.',
  },
  {
    code: '5.9A',
    subject: 'math',
    bigIdea:
      'Choose a display that fits your data. Bar graphs and frequency tables show categories; dot plots and stem-and-leaf plots show numbers.',
    steps: [
      'Decide if the data is categories, like colors, or numbers, like heights.',
      'For categories, use a frequency table or a bar graph.',
      'For numbers, including fractions and decimals, use a dot plot or a stem-and-leaf plot.',
      'Add a title, labels and a scale.',
    ],
    example: {
      problem: 'Make a dot plot of these rainfall amounts in inches: 1/2, 1/4, 1/2, 3/4, 1/2.',
      solution:
        'Draw a number line from 0 to 1 marked in fourths. Put 1 dot above 1/4, 3 dots above 1/2 and 1 dot above 3/4.',
    },
    tip: 'Every data value needs its own dot or leaf, even when a value repeats.',
  },
  {
    code: '5.9B',
    subject: 'math',
    bigIdea:
      'A scatterplot shows pairs of data as points on a graph. It helps you see whether two things are linked.',
    steps: [
      'Make a table of the data pairs.',
      'Label the x-axis and the y-axis and choose a scale for each.',
      'Plot one point for each pair.',
      'Look at the points to find a pattern.',
    ],
    example: {
      problem:
        'Hours of practice and quiz scores: (1, 70), (2, 75), (3, 85), (4, 90). How do you plot them, and what do you notice?',
      solution:
        'Plot one point for each pair, with hours on the x-axis and scores on the y-axis. The points go up from left to right, so more practice goes with higher scores.',
    },
    tip: 'Each point on a scatterplot stands for one pair of data, so do not connect the points with lines.',
  },
  {
    code: '5.9C',
    subject: 'math',
    bigIdea:
      'Data in tables, plots and graphs can answer questions. Read the values carefully, then compute.',
    steps: [
      'Read the title, the labels, the key and the scale.',
      'Find the data values you need.',
      'Add, subtract, multiply or divide to solve.',
      'Check that your answer fits the question.',
    ],
    example: {
      problem:
        'A stem-and-leaf plot shows 5 | 2 7 and 6 | 0 4 8. What is the difference between the greatest and least values?',
      solution: 'The values are 52, 57, 60, 64 and 68. The greatest is 68 and the least is 52. 68 − 52 = 16.',
    },
    tip: 'In a stem-and-leaf plot, join the stem and the leaf: stem 6 with leaf 4 means 64.',
  },
  {
    code: '5.10A',
    subject: 'math',
    bigIdea:
      'Taxes are money people pay to the government for things like schools and roads. Four kinds are income, payroll, sales and property taxes.',
    steps: [
      'Income tax is paid on the money people earn.',
      'Payroll tax is taken out of paychecks to pay for programs like Social Security and Medicare.',
      'Sales tax is added to the price when you buy things.',
      'Property tax is paid by people who own homes or land.',
    ],
    example: {
      problem: 'A toy costs $10.00. The sales tax on it is $0.80. How much do you pay in all?',
      solution: '$10.00 + $0.80 = $10.80. The sales tax is added to the price when you pay.',
    },
    tip: 'Sales tax is paid when you shop, but income and payroll taxes come out of the money people earn.',
  },
  {
    code: '5.10B',
    subject: 'math',
    bigIdea:
      'Gross income is all the money you earn. Net income is what you keep after taxes and other payments are taken out.',
    steps: [
      'Find the gross income: the total pay.',
      'Add up everything taken out, like taxes.',
      'Subtract: gross income − amounts taken out = net income.',
    ],
    example: {
      problem: 'Ms. Ortiz earns $800 in one week. $120 is taken out for taxes. What is her net income?',
      solution: '$800 − $120 = $680. Her gross income is $800, and her net income is $680.',
    },
    tip: 'Net income is less than gross income, so plan your spending with the net amount.',
  },
  {
    code: '5.10E',
    subject: 'math',
    bigIdea:
      'A budget is out of balance when expenses are more than income. You can fix it by spending less or earning more.',
    steps: [
      'Find how much too much is spent: expenses − income.',
      'Look for expenses to cut or lower.',
      'Look for ways to earn more income.',
      'Check that income is now at least as much as expenses.',
    ],
    example: {
      problem:
        "Kai's income is $40 a month. His expenses are $46 a month. Name two ways he could balance his budget.",
      solution:
        'He is short $46 − $40 = $6. He could cut $6 of expenses, like buying fewer snacks, or earn $6 more by doing extra chores.',
    },
    tip: 'Cut wants before needs: things like food and a place to live come first.',
  },
  {
    code: '5.10F',
    subject: 'math',
    bigIdea: 'A balanced budget gives every dollar of income a job, so income = expenses + savings.',
    steps: [
      'Write the total income.',
      'List each expense and the amount to save.',
      'Add them up and compare the total with the income.',
      'Change the plan until the totals match.',
    ],
    example: {
      problem:
        'Zoe earns $60 a month. She plans to spend $25 on food and $15 on fun, and to save $20. Is her budget balanced?',
      solution: '$25 + $15 + $20 = $60. Her plan uses exactly her $60 income, so her budget is balanced.',
    },
    tip: 'If the plan adds up to more than the income, the budget is not balanced yet.',
  },
];
