/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ names: NonNullable<unknown>, seats: NonNullable<unknown> }} Meetings_Outcome_TieInputs */

const en_meetings_outcome_tie = /** @type {(inputs: Meetings_Outcome_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie between ${i?.names} for ${i?.seats} seat(s): the meeting must decide it.`)
};

const de_meetings_outcome_tie = /** @type {(inputs: Meetings_Outcome_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stimmengleichheit zwischen ${i?.names} um ${i?.seats} Sitz(e): Die Versammlung muss entscheiden.`)
};

/**
* | output |
* | --- |
* | "Tie between {names} for {seats} seat(s): the meeting must decide it." |
*
* @param {Meetings_Outcome_TieInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_outcome_tie = /** @type {((inputs: Meetings_Outcome_TieInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Outcome_TieInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_outcome_tie(inputs)
	return en_meetings_outcome_tie(inputs)
});