/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Competition_ContinentalInputs */

const en_events_competition_continental = /** @type {(inputs: Events_Competition_ContinentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continental`)
};

const de_events_competition_continental = /** @type {(inputs: Events_Competition_ContinentalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`International`)
};

/**
* | output |
* | --- |
* | "Continental" |
*
* @param {Events_Competition_ContinentalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_continental = /** @type {((inputs?: Events_Competition_ContinentalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_ContinentalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_competition_continental(inputs)
	return en_events_competition_continental(inputs)
});