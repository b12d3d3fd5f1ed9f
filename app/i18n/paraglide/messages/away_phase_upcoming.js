/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Phase_UpcomingInputs */

const en_away_phase_upcoming = /** @type {(inputs: Away_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not open yet`)
};

const de_away_phase_upcoming = /** @type {(inputs: Away_Phase_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht geöffnet`)
};

/**
* | output |
* | --- |
* | "Not open yet" |
*
* @param {Away_Phase_UpcomingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_phase_upcoming = /** @type {((inputs?: Away_Phase_UpcomingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Phase_UpcomingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_phase_upcoming(inputs)
	return en_away_phase_upcoming(inputs)
});