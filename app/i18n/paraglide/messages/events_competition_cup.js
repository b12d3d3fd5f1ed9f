/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Competition_CupInputs */

const en_events_competition_cup = /** @type {(inputs: Events_Competition_CupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cup`)
};

const de_events_competition_cup = /** @type {(inputs: Events_Competition_CupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokal`)
};

/**
* | output |
* | --- |
* | "Cup" |
*
* @param {Events_Competition_CupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_cup = /** @type {((inputs?: Events_Competition_CupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_CupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_competition_cup(inputs)
	return en_events_competition_cup(inputs)
});