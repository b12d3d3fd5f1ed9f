import { fuzzRoutes } from "../../test/fuzz-routes";

// Part 1 of 3 of the bad-input fuzz (test/fuzz-routes.ts): every third route, side by side with the others.
fuzzRoutes(0, 3);
