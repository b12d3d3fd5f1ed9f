/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Competition_PreseasonInputs */

const en_events_competition_preseason = /** @type {(inputs: Events_Competition_PreseasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preseason`)
};

const de_events_competition_preseason = /** @type {(inputs: Events_Competition_PreseasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vorbereitung`)
};

/**
* | output |
* | --- |
* | "Preseason" |
*
* @param {Events_Competition_PreseasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_competition_preseason = /** @type {((inputs?: Events_Competition_PreseasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Competition_PreseasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_competition_preseason(inputs)
	return en_events_competition_preseason(inputs)
});