/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Competition_FriendlyInputs */

const en_events_competition_friendly = /** @type {(inputs: Events_Competition_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Friendly`)
};

const de_events_competition_friendly = /** @type {(inputs: Events_Competition_FriendlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testspiel`)
};

/**
* | output |
* | --- |
* | "Friendly" |
*
* @param {Events_Competition_FriendlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_friendly = /** @type {((inputs?: Events_Competition_FriendlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_FriendlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_competition_friendly(inputs)
	return en_events_competition_friendly(inputs)
});