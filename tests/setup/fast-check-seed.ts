import fc from 'fast-check';

// Property tests run the same cases on every run, so CI is repeatable. FC_SEED=random explores new
// cases; FC_SEED=<n> replays a failure fast-check reported.
const wanted = process.env.FC_SEED;
if (wanted !== 'random') fc.configureGlobal({ seed: wanted ? Number(wanted) : 20_261_122 });
