/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Competition_PlayoffInputs */

const en_events_competition_playoff = /** @type {(inputs: Events_Competition_PlayoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Playoff`)
};

const de_events_competition_playoff = /** @type {(inputs: Events_Competition_PlayoffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Playoff`)
};

/**
* | output |
* | --- |
* | "Playoff" |
*
* @param {Events_Competition_PlayoffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_playoff = /** @type {((inputs?: Events_Competition_PlayoffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_PlayoffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_competition_playoff(inputs)
	return en_events_competition_playoff(inputs)
});